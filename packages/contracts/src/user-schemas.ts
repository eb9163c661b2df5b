import { z } from 'zod';
import { BILLING_TYPES } from './constants.ts';
import { msoIdSchema } from './ids.ts';
import { ACCOUNT_TYPES, GENDERS } from './user.ts';

/**
 * The schemas of user.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
  msoId: msoIdSchema.nullable(),
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
