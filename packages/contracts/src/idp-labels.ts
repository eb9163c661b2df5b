/**
 * Texts of the embedded identity provider's own pages: the TV provider's sign-in page, its
 * errors and its sign-out page. The provider's name is filled in where a text takes one.
 */
export const IDP_LABELS = {
  signInTitle: (provider: string) => `Sign in to ${provider}`,
  signInIntro: 'Use your TV provider account to watch STAT.',
  /** A billing partner's page: its member signs in to subscribe to STAT through it. */
  partnerSignInIntro: (partner: string) => `Sign in with your ${partner} membership to subscribe to STAT. ${partner} bills you.`,
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  cancel: 'Cancel and return to STAT',
  logoAlt: (provider: string) => `${provider} logo`,
  wrongCredentials: 'The username or password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  missingCredentials: 'Please enter your username and password.',
  errorTitle: 'Sign-in problem',
  expired: 'This sign-in has expired or was already used. Please return to STAT and start again.',
  refused: 'This sign-in request was refused.',
  failed: 'Something went wrong while signing you in. Please return to STAT and try again.',
  backToStat: 'Return to STAT',
  signedOutTitle: 'Signed out',
  signedOut: (provider: string) => `You are signed out of ${provider}.`,
  /** The service's own account provider (ott), as the identity provider names its client. */
  accountProviderName: 'STAT Accounts',
} as const;
