/** Shared by the header's account button and the drawer it controls (aria-controls, focus return). */
export const ACCOUNT_DRAWER_ID = 'account-drawer';
export const ACCOUNT_BUTTON_ID = 'account-button';
