import { z } from 'zod';
import { msoIdSchema } from './ids.ts';

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

/** One field of the Complete Your Profile form, as the provider defines it. */
export const registrationFieldSchema = z.object({
  id: z.enum(REGISTRATION_FIELD_IDS),
  type: z.enum(REGISTRATION_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean(),
  /** Shown for the field's own rule (userName's characters, a required checkbox). */
  errorMessage: z.string().min(1).optional(),
  maxLength: z.number().int().positive().optional(),
  /** Personal data: stripped for minors, and what "entered personal data" looks at. */
  pii: z.boolean(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** How a provider's households are organised (shell spec section 3). */
export const PROVIDER_ACCOUNT_TYPES = ['primarySub', 'primaryOnly', 'others'] as const;
export type ProviderAccountType = (typeof PROVIDER_ACCOUNT_TYPES)[number];

/** The parentalControls value under which primary accounts may set viewing restrictions. */
export const PARENTAL_CONTROLS_PROVIDER_VALUE = 'SHOWTIME';

/** A device a code may activate (`platforms.activate`). */
export const activatePlatformSchema = z.object({ displayName: z.string().min(1), platform: z.string().min(1) });
export type ActivatePlatform = z.infer<typeof activatePlatformSchema>;

/** GET mso/{id}: a provider's data. Public: the same for every visitor. */
export const providerDataSchema = z.object({
  id: msoIdSchema,
  mso: z.string(),
  logInText: z.string(),
  /** Registration field definitions per account type. */
  registration: z.object({ primary: z.array(registrationFieldSchema), sub: z.array(registrationFieldSchema) }),
  accountType: z.enum(PROVIDER_ACCOUNT_TYPES),
  parentalControls: z.string().nullable(),
  /** The form splits into account details and an optional "about you" part of personal fields. */
  partitionedForms: z.boolean(),
  platforms: z.object({ activate: z.array(activatePlatformSchema) }),
  /** The provider's own sign-out address. */
  logOutLink: z.url().nullable(),
  /** Sign-out loads logOutLink in an invisible frame (the provider's cookies need its own page). */
  externalLogout: z.boolean(),
  /** Names the upsell dialog's content; compared in lower case. */
  upsellTemplate: z.string().nullable(),
});
export type ProviderData = z.infer<typeof providerDataSchema>;

/** The pieces of a user that decide whether they may set viewing restrictions. */
export interface ParentalControlsEligibility {
  user: { accountType: 'primary' | 'sub' };
  provider: Pick<ProviderData, 'accountType' | 'parentalControls'>;
}

/**
 * Only a primary account under a primarySub or primaryOnly provider whose parentalControls is
 * 'SHOWTIME' may set viewing restrictions (shell spec section 6).
 */
export function canSetParentalControls({ user, provider }: ParentalControlsEligibility): boolean {
  return (
    user.accountType === 'primary' &&
    (provider.accountType === 'primarySub' || provider.accountType === 'primaryOnly') &&
    provider.parentalControls === PARENTAL_CONTROLS_PROVIDER_VALUE
  );
}

/** Default limits for a household's sub accounts are set only under primarySub providers. */
export function setsSubAccountDefaults(provider: Pick<ProviderData, 'accountType'>): boolean {
  return provider.accountType === 'primarySub';
}
