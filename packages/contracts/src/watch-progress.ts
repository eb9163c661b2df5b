import type { WATCH_STATUSES } from './catalogue.ts';

export type WatchStatus = (typeof WATCH_STATUSES)[number];

/** The end credits start this long before the end when a title names no marker (streaming spec section 9). */
export const CREDITS_BEFORE_END_MILLIS = 10_000;

/** The autoplay countdown to the next title starts from 10 s (streaming spec sections 4 and 9). */
export const AUTOPLAY_COUNTDOWN_MILLIS = 10_000;

/** Where a title's end credits start, in milliseconds from its start: 10 s before the end, never before the start. */
export function creditMarkerMillis(durationSeconds: number): number {
  return Math.max(0, durationSeconds * 1000 - CREDITS_BEFORE_END_MILLIS);
}

/**
 * The bookmark status of a position in a title: WATCHED from the credit marker on, NOT_WATCHED
 * at 0 s (nothing seen yet: a title only opened stays off the resume shelf), IN_PROGRESS between
 * (docs/decisions.md, "Playback progress").
 */
export function watchStatusAt(seconds: number, durationSeconds: number): WatchStatus {
  if (seconds <= 0) return 'NOT_WATCHED';
  if (seconds * 1000 >= creditMarkerMillis(durationSeconds)) return 'WATCHED';
  return 'IN_PROGRESS';
}
