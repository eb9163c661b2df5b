import { z } from 'zod';
import { CHANNEL_IDS } from './constants.ts';

/**
 * The schemas of playback-calls.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** A live channel, as the player's channel calls name it (streaming spec section 5). */
export const channelIdSchema = z.enum(CHANNEL_IDS);

export type ChannelId = z.infer<typeof channelIdSchema>;

/**
 * One play of a title, as start-play answers it (`refid`): a UUIDv7, so a later play sorts
 * after an earlier one, as text and as PostgreSQL's uuid alike (RFC 9562 section 5.7).
 */
export const playRefSchema = z.uuid({ version: 'v7' }).brand<'PlayRef'>();

export type PlayRef = z.infer<typeof playRefSchema>;

/**
 * The query of every title progress call: which play, and which of its calls (0, 1, 2 ... in
 * order). Both or neither: the spec's call has no query, and such a call is ordered by its
 * arrival (docs/decisions.md, "Playback progress API").
 */
export const titleProgressQuerySchema = z
  .object({
    refid: playRefSchema.optional(),
    seq: z
      .string()
      .regex(/^(0|[1-9]\d{0,8})$/, 'Expected a whole number from 0')
      .transform(Number)
      .optional(),
  })
  .refine((query) => (query.refid === undefined) === (query.seq === undefined), {
    message: 'Expected refid and seq together, or neither',
    path: ['seq'],
  });

/** The body of every ad-play call. The user is the session's; there is no field to claim one. */
export const adPlayBodySchema = z
  .object({
    creativeId: z.string().trim().min(1).max(100),
    /** The play of the title the pre-roll came before, when the player has one. */
    refid: playRefSchema.optional(),
  })
  .strict();

export type AdPlayBody = z.infer<typeof adPlayBodySchema>;
