import Bowser from 'bowser';
import { API_MESSAGES, ERROR_CODES, MAX_CONCURRENT_STREAMS, PLAY_FIX_LABELS, PLAYED_INTERVAL_SECONDS, type ActiveStream } from '@stat/contracts';
import { refuse, type PlayRefusal } from './play-refusal.ts';

/**
 * How long a stream counts without a word from its player: two of the player's `played` reports
 * and half a minute more. A stream paused longer, or a tab closed without its endplay, then frees
 * its place on its own.
 */
export const STREAM_COUNTS_FOR_MS = (2 * PLAYED_INTERVAL_SECONDS + 30) * 1000;

/**
 * Too many streams at once (issue 29): when the account's other devices already play as many
 * streams as it may, the play is refused with them listed, so the viewer can stop one. The same
 * session starting another play replaces its own stream and never counts against itself.
 */
export function streamLimitRefusal(others: readonly ActiveStream[], max: number = MAX_CONCURRENT_STREAMS): PlayRefusal | null {
  if (others.length < max) return null;
  return refuse(403, ERROR_CODES.playbackTooManyStreams, API_MESSAGES.playbackTooManyStreams, { kind: 'stopAStream', streams: [...others] });
}

/** A device as the list of streams names it: "Chrome on macOS"; a client that says nothing of itself, the unknown device's name. */
export function deviceNameOf(userAgent: string | undefined): string {
  if (!userAgent) return PLAY_FIX_LABELS.streams.unknownDevice;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || PLAY_FIX_LABELS.streams.unknownDevice;
}
