import { v7 } from 'uuid';
import { playRefSchema, type PlayRef } from '@stat/contracts';

// The schema lives in contracts, where the web client parses start-play's `refid` with it too.
export { playRefSchema, type PlayRef };

/**
 * A new play's reference (start-play's `refid`): a UUIDv7. uuid's v7 counts within a
 * millisecond, so two plays started on this instance sort in the order they started.
 */
export function newPlayRef(): PlayRef {
  return playRefSchema.parse(v7());
}

/** When a play ref was made, in epoch milliseconds: its first 48 bits (RFC 9562 section 5.7). */
export function playRefMillis(ref: PlayRef): number {
  return Number.parseInt(ref.slice(0, 8) + ref.slice(9, 13), 16);
}

/**
 * How far ahead of this instance's clock a play ref may be and still count as made by a
 * server: the instances' clock skew, generously. A ref from further ahead would outrank every
 * later play and freeze the bookmark, so the progress calls refuse it.
 */
export const PLAY_REF_CLOCK_SKEW_MS = 60_000;

/** Whether a play ref can have been made by now on any of our instances. */
export function isPlayRefPlausible(ref: PlayRef, nowMs: number): boolean {
  return playRefMillis(ref) <= nowMs + PLAY_REF_CLOCK_SKEW_MS;
}
