import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { TitleId } from '@stat/contracts';

/**
 * media.json: what the pipeline made, read by the API to write manifests and serve segments.
 * Layout under the media directory (see media-layout.ts):
 * clips/<clipId>/<trackId>/init.mp4, clips/<clipId>/<trackId>/<n>.m4s (n from 1),
 * clips/<clipId>/captions-<lang>.vtt.
 */
export const MEDIA_INDEX_FILE = 'media.json';

export const clipIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a clip id is kebab-case (it names a folder)')
  .brand<'ClipId'>();
/** One of the sample clips every title plays (not a TitleId: hundreds of titles share a clip). */
export type ClipId = z.infer<typeof clipIdSchema>;

export const CLIP_KINDS = ['programme', 'preroll'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

export const MEDIA_LANGUAGES = ['en', 'es'] as const;
export type MediaLanguage = (typeof MEDIA_LANGUAGES)[number];

const positiveInt = z.number().int().positive();
const trackId = z.string().regex(/^[a-z0-9-]+$/);

export const videoTrackSchema = z.object({
  id: trackId,
  width: positiveInt,
  height: positiveInt,
  /** Bits per second the encoder aimed at, as the MPD declares it. */
  bandwidth: positiveInt,
  /** RFC 6381 codecs string as ffmpeg wrote it in its MPD, e.g. avc1.4d401f. */
  codecs: z.string().min(1),
  frameRate: positiveInt,
  /** Units per second of the track's decode times (mdhd), which the API rewrites to loop a clip. */
  timescale: positiveInt,
});

export const audioTrackSchema = z.object({
  id: trackId,
  lang: z.enum(MEDIA_LANGUAGES),
  /** main: the programme audio; alternate: the second audio programme (SAP). */
  role: z.enum(['main', 'alternate']),
  label: z.string().min(1),
  codecs: z.string().min(1),
  bandwidth: positiveInt,
  sampleRate: positiveInt,
  channels: positiveInt,
  timescale: positiveInt,
});

export const captionTrackSchema = z.object({ lang: z.enum(MEDIA_LANGUAGES), label: z.string().min(1) });

export const mediaClipSchema = z.object({
  id: clipIdSchema,
  name: z.string().min(1),
  kind: z.enum(CLIP_KINDS),
  /** The number the picture's time code strip carries for this clip (time-code.ts). */
  index: z.number().int().min(0),
  /** Seconds; whole segments, and every track's samples add up to exactly this. */
  duration: positiveInt,
  /** Segments per track, numbered 1 to segmentCount. */
  segmentCount: positiveInt,
  /** Highest first; the lowest also serves the SD-only presentation. */
  video: z.array(videoTrackSchema).min(1),
  audio: z.array(audioTrackSchema).min(1),
  captions: z.array(captionTrackSchema),
});

export const mediaIndexSchema = z.object({
  /** Seconds of every segment (the last one included: clips are whole segments). */
  segmentDuration: positiveInt,
  clips: z.array(mediaClipSchema),
});

export type VideoTrack = z.infer<typeof videoTrackSchema>;
export type AudioTrack = z.infer<typeof audioTrackSchema>;
export type CaptionTrack = z.infer<typeof captionTrackSchema>;
export type MediaClip = z.infer<typeof mediaClipSchema>;
export type MediaIndex = z.infer<typeof mediaIndexSchema>;

/** Reads and validates `<mediaDir>/media.json`; throws when it is missing or malformed. */
export async function readMediaIndex(mediaDir: string): Promise<MediaIndex> {
  const text = await readFile(join(mediaDir, MEDIA_INDEX_FILE), 'utf8');
  return mediaIndexSchema.parse(JSON.parse(text));
}

/**
 * The programme clip a title plays: the same clip for the same title as long as the set of
 * programme clips stays the same. Titles are spread by a hash, not by id order, so neighbouring
 * episodes of a series do not march through the clips in step.
 */
export function clipForTitle(titleId: TitleId, index: MediaIndex): MediaClip {
  const programmes = index.clips.filter((clip) => clip.kind === 'programme');
  if (programmes.length === 0) throw new Error('The media index has no programme clip.');
  // Murmur3's 32-bit finaliser: cheap, and every input bit moves the result.
  let h = titleId >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return programmes[h % programmes.length]!;
}
