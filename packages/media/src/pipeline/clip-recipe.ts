import { z } from 'zod';
import { TIME_CODE_GEOMETRY } from './time-code.ts';
import { CLIP_KINDS, clipIdSchema, type MediaLanguage } from './media-index.ts';

export const SEGMENT_SECONDS = 2;
export const FRAME_RATE = 25;
export const AUDIO_SAMPLE_RATE = 48_000;
export const AUDIO_CHANNELS = 2;
export const AUDIO_BITRATE = 128_000;
/** Samples in one AAC-LC frame. */
export const AAC_FRAME_SAMPLES = 1024;
/**
 * Every clip is a multiple of this: the shortest length that is whole 2 s segments and whole AAC
 * frames at 48 kHz (lcm of 2 s and 1024/48000 s). Then audio and video end together, and the API
 * can loop a clip by shifting decode times by exactly its length.
 */
export const CLIP_LENGTH_STEP_SECONDS = 8;

/** The adaptive ladder; the 360p rendition also serves the SD-only presentation (HDCP fallback). */
export const VIDEO_LADDER = [
  { width: 1280, height: 720, bitrate: 2_000_000 },
  { width: 640, height: 360, bitrate: 600_000 },
] as const;

/** The two audio programmes every clip carries, in track order, and the caption languages. */
export const MEDIA_LANGUAGE_INFO: Record<
  MediaLanguage,
  { label: string; iso639_2: string; role: 'main' | 'alternate' }
> = {
  en: { label: 'English', iso639_2: 'eng', role: 'main' },
  es: { label: 'Español', iso639_2: 'spa', role: 'alternate' },
};

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');
const captionLines = z.array(z.string().min(1)).min(1);
const evenSize = z.number().int().min(16).multipleOf(2, 'yuv420p needs even sizes');

export const videoRenditionSchema = z.object({ width: evenSize, height: evenSize, bitrate: z.number().int().positive() });

export const clipRecipeSchema = z.object({
  id: clipIdSchema,
  name: z.string().min(1),
  kind: z.enum(CLIP_KINDS),
  /** The number the time code strip shows for this clip. */
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** TIME_CODE_GEOMETRY.clipBits - 1),
  seconds: z
    .number()
    .int()
    .positive()
    .max(2 ** TIME_CODE_GEOMETRY.secondBits)
    .multipleOf(CLIP_LENGTH_STEP_SECONDS, `a clip lasts a multiple of ${CLIP_LENGTH_STEP_SECONDS} s (whole segments and AAC frames)`),
  /** The small line under the name. */
  tagline: z.string(),
  /** Four gradient stops, dark to dark through the clip's colour, and the accent of its moving dot. */
  palette: z.object({ stops: z.tuple([colour, colour, colour, colour]), accent: colour }),
  /** Root pitch of the clip's tones in Hz: clips sound different from each other. */
  pitch: z.number().min(80).max(1000),
  /** Caption lines per language, spread evenly over the clip. */
  captions: z.object({ en: captionLines, es: captionLines }),
  /** Highest first. */
  video: z
    .array(videoRenditionSchema)
    .min(1)
    .default(VIDEO_LADDER.map((rendition) => ({ ...rendition })))
    // The track id is the height (videoTrackId).
    .refine((ladder) => new Set(ladder.map((rendition) => rendition.height)).size === ladder.length, 'two renditions share a height'),
});

/** A clip as callers write it (video ladder optional). */
export type ClipRecipe = z.input<typeof clipRecipeSchema>;
/** A clip with its defaults filled in: what is rendered and hashed. */
export type ResolvedClipRecipe = z.output<typeof clipRecipeSchema>;
export type VideoRendition = z.output<typeof videoRenditionSchema>;

/** Validates a set of clips: each one, and ids and time code indexes unique across the set. */
export function resolveClipRecipes(clips: readonly ClipRecipe[]): ResolvedClipRecipe[] {
  return z
    .array(clipRecipeSchema)
    .min(1)
    .superRefine((list, context) => {
      for (const key of ['id', 'index'] as const) {
        const seen = new Set<unknown>();
        for (const clip of list) {
          if (seen.has(clip[key])) context.addIssue({ code: 'custom', message: `two clips share the ${key} ${String(clip[key])}` });
          seen.add(clip[key]);
        }
      }
    })
    .parse(clips);
}

/** Track ids: folder names under the clip, stable across runs (the API's manifests name them). */
export const videoTrackId = (rendition: VideoRendition): string => `video-${rendition.height}`;
export const audioTrackId = (lang: MediaLanguage): string => `audio-${lang}`;
