/**
 * The web app's account pages (ott): where they are, which the server links to (the sign-in page,
 * the reset e-mail), and their titles. Apart from the account words (account-labels.ts), so the
 * route table in the first bundle carries these and not every word of the account pages.
 */
export const ACCOUNT_PATHS = {
  createAccount: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export const ACCOUNT_PAGE_TITLES = {
  frontDoor: 'Welcome',
  createAccount: 'Create Account',
  forgotPassword: 'Reset Your Password',
  resetPassword: 'Choose a New Password',
} as const;
