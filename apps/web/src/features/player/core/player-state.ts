import type { PlayerState } from '@stat/contracts';

/** What the video element and Shaka say at one moment. */
export interface MediaSnapshot {
  /** A presentation is loaded. */
  loaded: boolean;
  ended: boolean;
  paused: boolean;
  seeking: boolean;
  /** Shaka is refilling its buffer below the rebuffering goal. */
  buffering: boolean;
  /** Asked to play, and no frame has moved yet (the first segments, the licence). */
  starting: boolean;
}

/**
 * The spec's player state (streaming spec section 4) from the media's own facts, in order of
 * what a viewer needs to know first: nothing loaded is IDLE, the end is ENDED, a seek in progress
 * is SEEKING, an empty buffer is BUFFERING, play asked but not begun is WAITING.
 */
export function playerStateOf(media: MediaSnapshot): PlayerState {
  if (!media.loaded) return 'IDLE';
  if (media.ended) return 'ENDED';
  if (media.seeking) return 'SEEKING';
  if (media.paused) return 'PAUSED';
  if (media.buffering) return 'BUFFERING';
  if (media.starting) return 'WAITING';
  return 'PLAYING';
}

/** Whether the state shows the spinner: the picture is held for a reason other than the viewer's. */
export const isStalled = (state: PlayerState): boolean => state === 'BUFFERING' || state === 'WAITING' || state === 'SEEKING';
