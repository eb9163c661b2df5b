import { z } from 'zod';
import { transactionSchema } from './billing-schemas.ts';
import { deviceSchema } from './device-schemas.ts';
import { newsletterSubscriptionsSchema } from './newsletters-schemas.ts';
import { movieRatingSchema, tvRatingSchema } from './parental-controls-schemas.ts';

/**
 * The schemas of account-data.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/*
 * The account's data (issue 26 section 5): "Download my data" (`GET user/data`, ours: the spec
 * names no call) and `DELETE user`. Dates are ISO 8601 strings: the file is read by people.
 */

const at = z.iso.datetime();

/** One pay-per-view purchase as we hold it; the payment method only as displayed ("VISA X-1111"). */
export const accountDataPpvPurchaseSchema = z.object({
  productId: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'paid']),
  amountInCents: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: at,
  paidAt: at.nullable(),
});

/** Everything we hold about the viewer, generated on request: no card data, no password hash, no tokens. */
export const accountDataSchema = z.object({
  generatedAt: at,
  profile: z.object({
    tveUserId: z.string(),
    accountType: z.enum(['primary', 'sub']),
    userName: z.string().nullable(),
    emailAddress: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    gender: z.string().nullable(),
    zipcode: z.string().nullable(),
    /** The TV provider signed in with (stat); null for a direct account. */
    provider: z.string().nullable(),
    /** A direct account's birth date (YYYY-MM-DD); null otherwise. */
    birthDate: z.string().nullable(),
    autoplay: z.boolean(),
    createdAt: at,
  }),
  /** The choices the viewer made: the terms accepted, the newsletter. */
  /** The terms, and every newsletter with its choice (the weekly one is the profile's newsletter choice). */
  consent: z.object({ termsAccepted: z.boolean(), newsletters: newsletterSubscriptionsSchema }),
  myList: z.array(z.object({ itemType: z.enum(['title', 'series']), itemId: z.number().int(), addedAt: at })),
  /** Resume points, those hidden from the shelf too. */
  progress: z.array(z.object({ titleId: z.number().int(), seconds: z.number().int(), status: z.string(), hiddenFromShelf: z.boolean(), updatedAt: at })),
  devices: z.array(deviceSchema),
  restrictions: z.object({ movie: movieRatingSchema, tv: tvRatingSchema, defaultMovie: movieRatingSchema, defaultTv: tvRatingSchema }).nullable(),
  ppvPurchases: z.array(accountDataPpvPurchaseSchema),
  /** The payment gateway's transactions on the viewer's account (subscription and pay-per-view). */
  transactions: z.array(transactionSchema),
  cancellations: z.array(z.object({ reasons: z.array(z.string()), canceledAt: at, expiresAt: at, reactivatedAt: at.nullable() })),
});

export type AccountData = z.infer<typeof accountDataSchema>;

/** DELETE user: on ott the account's password, confirmed again; on stat nothing (the provider's sign-in is the proof). */
export const deleteUserRequestSchema = z.object({ password: z.string().min(1).max(128).optional() }).strict();

export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

/** DELETE user's answer: when the cancelled subscription would have ended (epoch ms), null when there was none. */
export const deleteUserSchema = z.object({ deleted: z.literal(true), subscriptionEndedAt: z.number().int().nullable() });

export type DeleteUserAnswer = z.infer<typeof deleteUserSchema>;
