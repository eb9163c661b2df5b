import { z } from 'zod';
import { msoIdSchema } from './ids.ts';
import { REGISTRATION_FIELD_IDS, REGISTRATION_FIELD_TYPES, PROVIDER_ACCOUNT_TYPES } from './provider.ts';

/**
 * The schemas of provider.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
