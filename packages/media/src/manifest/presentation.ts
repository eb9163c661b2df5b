import { SEGMENT_SECONDS } from '../pipeline/clip-recipe.ts';

/** How many segments cover `durationSeconds` (the last one may be cut short by the presentation's end). */
export const segmentCount = (durationSeconds: number) => Math.ceil(durationSeconds / SEGMENT_SECONDS);

/**
 * Where a presentation's segment `number` (from 1) comes from when it loops a clip of
 * `clipSegments` segments: the clip's segment, and how far its decode times move (in seconds;
 * the caller multiplies by the track's timescale). A title longer than its clip plays the clip
 * again and again, each pass later on the timeline.
 */
export function loopedSegment(number: number, clipSegments: number): { clipSegment: number; shiftSeconds: number } {
  const index = number - 1;
  const pass = Math.floor(index / clipSegments);
  return { clipSegment: (index % clipSegments) + 1, shiftSeconds: pass * clipSegments * SEGMENT_SECONDS };
}
