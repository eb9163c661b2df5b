/**
 * User-facing labels of the shell widgets (header, drawer, footer, modal, inputs, loader).
 * Texts the spec gives are copied exactly; the rest are our own wording (docs/decisions.md).
 */
export const LABELS = {
  skipToContent: 'Skip to content',
  homeLink: 'STAT home',
  signIn: 'Sign In',
  account: 'Account',
  closeAccount: 'Close account menu',
  settings: 'Settings',
  activateDevice: 'Activate a Device',
  helpCenter: 'Help Center',
  signOut: 'Sign Out',
  myList: 'My List',
  myListEmpty: 'Your list is empty. Titles you add to My List will appear here.',
  footer: {
    help: 'Help',
    about: 'About',
    gifts: 'Gifts',
    devices: 'Devices',
    sample: 'Sample',
    legal: 'Legal',
    more: 'More',
    aboutLink: 'About STAT',
    providers: 'Providers',
    supportedDevices: 'Supported Devices',
    contactUs: 'Contact Us',
    redeemGift: 'Redeem Gift',
    freeFullEpisodes: 'Free Full Episodes',
    liveTvSchedule: 'Live TV Schedule',
    doNotSell: 'Do Not Sell My Personal Information',
    closedCaptioning: 'Closed Captioning',
    legalText: 'Legal notices',
  },
  showPassword: 'show password',
  hidePassword: 'hide password',
  passwordShow: 'SHOW',
  passwordHide: 'HIDE',
  required: 'required',
  loading: 'Loading',
  close: 'Close',
  /** The settings notification's close button (app-wide, so here: the first bundle carries it). */
  dismiss: 'Dismiss',
  opensInNewTab: '(opens in a new tab)',
  viewingRestrictions: 'Viewing Restrictions',
  errorModalDefaultTitle: 'Error',
  /** Accessible name of a generic modal that has no title. */
  modalDefaultName: 'Message',
  termsNotification: 'Notice',
  closeTermsNotification: 'Close notice',
} as const;

/**
 * Generic modal buttons kept without a route (shell spec section 4), compared case-insensitively.
 * Each one's target is decided in the web app's modal-buttons rule.
 */
export const MODAL_BUTTON_KEYWORDS = ['ok', 'continue', 'login', 'parentalcontrols', 'reactivate'] as const;
export type ModalButtonKeyword = (typeof MODAL_BUTTON_KEYWORDS)[number];

/** The six button variants and the one input variant allowed (shell spec section 5). */
export const BUTTON_VARIANTS = ['primary', 'ppv', 'secondary', 'tertiary', 'onboarding', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const INPUT_VARIANTS = ['dark'] as const;
export type InputVariant = (typeof INPUT_VARIANTS)[number];

/** The four loader positions (shell spec section 4). */
export const LOADER_POSITIONS = ['fixed', 'absolute', 'inline', 'relative'] as const;
export type LoaderPosition = (typeof LOADER_POSITIONS)[number];
