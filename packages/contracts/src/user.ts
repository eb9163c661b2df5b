import { z } from 'zod';
import { BILLING_TYPES } from './constants.ts';

export const ACCOUNT_TYPES = ['primary', 'sub'] as const;
export const GENDERS = ['Not Specified', 'Male', 'Female'] as const;
/** The gender select's leading placeholder; a value of 'Gender' is dropped before sending. */
export const GENDER_PLACEHOLDER = 'Gender';

export const userBiSchema = z.object({
  trialStatus: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  originalSignupPlatform: z.string().nullable(),
  currentBillingType: z.enum(BILLING_TYPES).nullable(),
});

/**
 * The user, with every field of both documents. Dates are epoch milliseconds.
 * `isAuthorized` is derived by the server: registered and has a tveUserId.
 */
export const userSchema = z.object({
  tveUserId: z.string().min(1),
  isAuthorized: z.boolean(),
  registered: z.boolean(),
  accountType: z.enum(ACCOUNT_TYPES),
  userName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  zipcode: z.string().nullable(),
  legal: z.boolean(),
  mso: z.string().nullable(),
  msoId: z.number().int().nullable(),
  msoUserId: z.string().nullable(),
  currentProductId: z.string().nullable(),
  newsletterSubscribed: z.boolean(),
  autoplay: z.boolean(),
  optionalAttributes: z.object({
    /** The terms message: HTML, sanitised before render. */
    HTML_INFO_BOX: z.string().optional(),
    /** 'false' turns autoplay off. */
    WEB_AUTO_PLAY: z.enum(['true', 'false']).optional(),
  }),
  bi: userBiSchema,
  created: z.number().int(),
  createdOn: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** The three visitor states (shell spec section 6). */
export type VisitorState = 'signedOut' | 'unauthorized' | 'authorized';

/**
 * Logged in means has a tveUserId; authorized is the server's isAuthorized: registered, and
 * (narrower than the spec, docs/decisions.md) entitled to the network by the provider.
 */
export function visitorState(user: Pick<User, 'tveUserId' | 'isAuthorized'> | null | undefined): VisitorState {
  if (!user?.tveUserId) return 'signedOut';
  return user.isAuthorized ? 'authorized' : 'unauthorized';
}

/** Whether the next episode plays by itself: the user's autoplay, off when WEB_AUTO_PLAY is 'false' (section 3). */
export const isAutoplayOn = (user: Pick<User, 'autoplay' | 'optionalAttributes'>): boolean =>
  user.autoplay && user.optionalAttributes.WEB_AUTO_PLAY !== 'false';
