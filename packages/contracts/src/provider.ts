

/** The known registration field ids (shell spec section 3). */
export const REGISTRATION_FIELD_IDS = [
  'userName',
  'emailAddress',
  'confirmEmail',
  'firstName',
  'lastName',
  'zipcode',
  'dob',
  'gender',
  'ihaveread',
  'newsletterSubscribed',
] as const;

export type RegistrationFieldId = (typeof REGISTRATION_FIELD_IDS)[number];

export const REGISTRATION_FIELD_TYPES = ['text', 'email', 'dropdown', 'checkbox'] as const;

/** How a provider's households are organised (shell spec section 3). */
export const PROVIDER_ACCOUNT_TYPES = ['primarySub', 'primaryOnly', 'others'] as const;

export type ProviderAccountType = (typeof PROVIDER_ACCOUNT_TYPES)[number];

/** The parentalControls value under which primary accounts may set viewing restrictions. */
export const PARENTAL_CONTROLS_PROVIDER_VALUE = 'SHOWTIME';
