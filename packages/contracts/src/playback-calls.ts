import { z } from 'zod';
import { CHANNEL_IDS } from './constants.ts';

/**
 * The player's progress and ad calls (streaming spec section 7, "Live schedule and playback"):
 * their event words, the play reference that orders them, and their path, query and body shapes.
 */

/** `title/{word}/title/{id}/at/{sec}`: each reports where the viewer is in the title. */
export const TITLE_PROGRESS_EVENTS = ['played', 'pause', 'endplay', 'resume'] as const;
export type TitleProgressEvent = (typeof TITLE_PROGRESS_EVENTS)[number];

/** A live channel, as the player's channel calls name it (streaming spec section 5). */
export const channelIdSchema = z.enum(CHANNEL_IDS);
export type ChannelId = z.infer<typeof channelIdSchema>;

/** `channel/{word}/{id}`: the live channels have no position, only what happened. */
export const CHANNEL_PROGRESS_EVENTS = ['played', 'pause', 'endplay'] as const;
export type ChannelProgressEvent = (typeof CHANNEL_PROGRESS_EVENTS)[number];

/** `adplay/preroll/start`, then `adplay/preroll/{end|pause|resume}/at/{s}`. */
export const AD_PLAY_EVENTS = ['start', 'end', 'pause', 'resume'] as const;
export type AdPlayEvent = (typeof AD_PLAY_EVENTS)[number];
export const AD_PLAY_POSITION_EVENTS = ['end', 'pause', 'resume'] as const satisfies readonly AdPlayEvent[];

/**
 * One play of a title, as start-play answers it (`refid`): a UUIDv7, so a later play sorts
 * after an earlier one, as text and as PostgreSQL's uuid alike (RFC 9562 section 5.7).
 */
export const playRefSchema = z.uuid({ version: 'v7' }).brand<'PlayRef'>();
export type PlayRef = z.infer<typeof playRefSchema>;

/** Longer than any title: a position past it is not a position (docs/decisions.md). */
export const MAX_PROGRESS_SECONDS = 86_400;
/** Far above any pre-roll: only a broken client reports more. */
export const MAX_AD_SECONDS = 3_600;

/** A whole number of seconds in a path segment, 0 to `max`: "-1", "1.5", "1e3" and "007" are refused. */
export function secondsParam(max: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, 'Expected whole seconds from 0')
    .transform(Number)
    .refine((seconds) => seconds <= max, `Expected at most ${max} seconds`);
}

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
