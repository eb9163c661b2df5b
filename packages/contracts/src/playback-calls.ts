import { z } from 'zod';

/**
 * The player's progress and ad calls (streaming spec section 7, "Live schedule and playback"):
 * their event words, the play reference that orders them, and their path, query and body shapes.
 */

/** `title/{word}/title/{id}/at/{sec}`: each reports where the viewer is in the title. */
export const TITLE_PROGRESS_EVENTS = ['played', 'pause', 'endplay', 'resume'] as const;

export type TitleProgressEvent = (typeof TITLE_PROGRESS_EVENTS)[number];

/** `channel/{word}/{id}`: the live channels have no position, only what happened. */
export const CHANNEL_PROGRESS_EVENTS = ['played', 'pause', 'endplay'] as const;

/** How often a playing title or channel reports `played` (docs/decisions.md, "The player"); the server counts a stream live by it. */
export const PLAYED_INTERVAL_SECONDS = 30;

export type ChannelProgressEvent = (typeof CHANNEL_PROGRESS_EVENTS)[number];

/** `adplay/preroll/start`, then `adplay/preroll/{end|pause|resume}/at/{s}`. */
export const AD_PLAY_EVENTS = ['start', 'end', 'pause', 'resume'] as const;

export type AdPlayEvent = (typeof AD_PLAY_EVENTS)[number];

export const AD_PLAY_POSITION_EVENTS = ['end', 'pause', 'resume'] as const satisfies readonly AdPlayEvent[];

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
