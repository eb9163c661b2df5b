

export const ACCOUNT_TYPES = ['primary', 'sub'] as const;

export const GENDERS = ['Not Specified', 'Male', 'Female'] as const;

/** The gender select's leading placeholder; a value of 'Gender' is dropped before sending. */
export const GENDER_PLACEHOLDER = 'Gender';

/** The three visitor states (shell spec section 6). */
export type VisitorState = 'signedOut' | 'unauthorized' | 'authorized';
