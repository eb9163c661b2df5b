import type { CaptionCue } from './caption-cue.ts';

/**
 * The cues on screen at `time`, earliest first so an older line stays above a newer one. WebVTT's
 * rule: from the start time up to, not including, the end time, so back-to-back cues never show
 * together.
 */
export function activeCues(cues: readonly CaptionCue[], time: number): CaptionCue[] {
  return cues.filter((cue) => cue.startTime <= time && time < cue.endTime).sort((a, b) => a.startTime - b.startTime);
}
