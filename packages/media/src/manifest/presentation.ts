/** A clip's tracks as a manifest describes them (the pipeline's media index has these fields). */
export interface VideoTrack {
  id: string;
  width: number;
  height: number;
  bandwidth: number;
  codecs: string;
  frameRate: string;
  timescale: number;
}

export interface AudioTrack {
  id: string;
  lang: string;
  /** main: the programme audio; alternate: the second audio programme (SAP). */
  role: 'main' | 'alternate';
  label: string;
  codecs: string;
  bandwidth: number;
  sampleRate: number;
  channels: number;
  timescale: number;
}

export interface CaptionTrack {
  lang: string;
  label: string;
}

export interface PresentationTracks {
  video: readonly VideoTrack[];
  audio: readonly AudioTrack[];
  captions: readonly CaptionTrack[];
}

/** Every segment of every presentation lasts this long (the pipeline cuts at a keyframe every 2 s). */
export const SEGMENT_SECONDS = 2;

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
