import { ACCOUNT_PAGE_TITLES } from './account-pages.ts';

/**
 * The words of direct (ott) accounts: the front door, the account provider's sign-in page,
 * Create Account, password reset, change and confirmation. 'User Exists' is the spec's
 * (MESSAGES.userExistsTitle); the rest is ours (docs/decisions.md, "Direct accounts").
 */
export const ACCOUNT_LABELS = {
  frontDoor: {
    title: ACCOUNT_PAGE_TITLES.frontDoor,
    headline: 'Every series, movie and fight. Live and on demand.',
    lead: 'Stream STAT on the web, on your TV and on the go. Two live channels, pay-per-view fights, and a library of series and movies.',
    offers: ['Two live channels, east and west', 'Pay-per-view fights, live', 'Watch on TVs, phones and the web', 'Cancel anytime'],
    signIn: 'Sign In',
    createAccount: 'Create Account',
  },
  signInPage: {
    title: 'Sign in to STAT',
    intro: 'Use the e-mail and password of your STAT account.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    forgot: 'Forgot your password?',
    create: 'New to STAT? Create an account',
    cancel: 'Cancel and return to STAT',
    /** The same words whether the e-mail is unknown or the password wrong: no account enumeration. */
    wrongCredentials: 'The e-mail or password is incorrect.',
    missingCredentials: 'Please enter your e-mail and password.',
    tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  },
  createAccount: {
    title: ACCOUNT_PAGE_TITLES.createAccount,
    email: 'Email',
    password: 'Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    zipcode: 'Zip Code',
    birthDate: 'Date of Birth',
    birthDateHelp: 'You must be 18 or older.',
    newsletter: 'Send me the STAT newsletter',
    submit: 'Create Account',
    haveAccount: 'Already have an account? Sign In',
    emailInvalid: 'Please enter a valid e-mail address.',
    zipInvalid: 'Please enter a valid zip code.',
    birthDateInvalid: 'Please enter your date of birth.',
    underage: 'You must be 18 or older to create an account.',
    required: (field: string) => `${field} is required.`,
  },
  passwordRules: {
    heading: 'Your password needs:',
    length: 'At least 8 characters',
    tooLong: 'No more than 128 characters',
    mix: 'At least one letter and one number',
    notEmail: 'Not your e-mail address',
  },
  forgotPassword: {
    title: ACCOUNT_PAGE_TITLES.forgotPassword,
    lead: 'Enter the e-mail of your STAT account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send Link',
    /** The same answer whether or not the e-mail has an account. */
    sent: (email: string) => `If ${email} has a STAT account, a link to reset its password is on its way. The link works once, for one hour.`,
    backToSignIn: 'Back to Sign In',
  },
  resetPassword: {
    title: ACCOUNT_PAGE_TITLES.resetPassword,
    newPassword: 'New Password',
    submit: 'Save Password',
    done: 'Your password is changed, and every other device is signed out. Sign in with your new password.',
    invalidLink: 'This link has expired or was already used. Please ask for a new one.',
    askAgain: 'Send a New Link',
  },
  changePassword: {
    title: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    submit: 'Change Password',
    done: 'Your password is changed. Every other device is signed out.',
  },
  confirmPassword: {
    title: 'Confirm Your Password',
    lead: 'For your security, enter your password to continue.',
    password: 'Password',
    submit: 'Confirm',
    cancel: 'Cancel',
  },
  profile: {
    title: 'Account',
    email: 'Email',
    name: 'Name',
    zipcode: 'Zip Code',
    birthDate: 'Date of Birth',
    newsletter: 'Newsletter',
    subscribed: 'Subscribed',
    notSubscribed: 'Not subscribed',
    passwordChanged: (when: string) => `Password last changed ${when}`,
  },
  resetMail: {
    subject: 'Reset your STAT password',
    text: (link: string) =>
      `Someone asked to reset the password of your STAT account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  },
} as const;
