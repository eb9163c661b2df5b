/**
 * Every user-facing text of the error catalogues (section 8 of both documents) and the
 * validation rules (section 5), copied once. Curly apostrophes are the spec's own.
 */
export const MESSAGES = {
  serverUncaught: 'It looks like we’re having some trouble contacting our server, please try again later.',
  clientUncaught: 'It looks like something went wrong, please try again later.',
  ok: 'OK',
  startupFailureTitle: 'SERVER ERROR',
  startupFailureBody: 'Looks like something went wrong. Please try again.',
  activationCodeRequired: 'Please enter a code.',
  activationDeviceRequired: 'Please select a device.',
  activationDeviceUnsupported: 'Sorry, the device you tried to activate is not currently supported.',
  activationFailed:
    'There seems to be a problem with your activation code. Please get a new code and try again.',
  activationInvalidDeviceStatus: 'Invalid device status.',
  under18Title: 'Under 18',
  under18Body:
    'We will not retain your email address, zip code, first name, last name or gender. This information has been deleted. You will not receive newsletters.',
  paywallNotFoundTitle: 'An Error Occurred',
  userExistsTitle: 'User Exists',
  myListFailed: 'Something went wrong. Please try again.',
  intervalChangeErrorTitle: 'Error',
  productCodesRequired: 'Product codes are required.',
  giftCardErrorTitle: 'Error Finding Gift Card',
  giftCardAlreadyRedeemed: 'This gift card has already been redeemed.',
  billingValidationFailed: 'There was an issue validating your information, please try again.',
  billingFirstNameRequired: 'Your first name is required.',
  /** The spec gives the last-name rule the first-name wording; kept as written. */
  billingLastNameRequired: 'Your first name is required.',
  billingZipRequired: 'A valid zip code is required.',
  requiredField: (label: string) => `${label} is required`,
  // Our wording where the spec gives none (docs/decisions.md): a field without its own
  // errorMessage, the two e-mails differing, a field over its provider's maxLength, a taken name.
  registrationInvalid: (label: string) => `Please enter a valid ${label.toLowerCase()}.`,
  registrationEmailMismatch: 'The email addresses do not match.',
  registrationTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  userNameTaken: 'That user name is already taken. Please choose another.',
  parentalControlsSaveFailedTitle: 'Viewing Restrictions Not Saved',
  parentalControlsSaveFailed: 'We could not save your viewing restrictions. Please try again from Settings.',
  signInFailedTitle: 'Sign In Failed',
  signInFailed: 'We could not sign you in with your TV provider. Please try again.',
} as const;
