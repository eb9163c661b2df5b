import { join } from 'node:path';
import {
  AAC_FRAME_SAMPLES,
  AUDIO_BITRATE,
  AUDIO_CHANNELS,
  AUDIO_SAMPLE_RATE,
  FRAME_RATE,
  SEGMENT_SECONDS,
  type ResolvedClipRecipe,
} from './clip-recipe.ts';
import { recipeHash } from './clip-stamp.ts';
import { DASH_NAMES } from './dash-names.ts';
import { MEDIA_LANGUAGES } from './media-index.ts';
import { CARD_FILES, motionGraph, stillGraph } from './test-card.ts';

/**
 * x264 speed against quality: a mostly still picture stays clean at veryfast, and two cores make
 * the whole default set in well under two minutes.
 */
const X264_PRESET = 'veryfast';
/** Files and folders inside a clip's work folder. */
export const WORK_FILES = { stillGraph: 'still.txt', motionGraph: 'motion.txt', dash: 'dash', clip: 'clip' } as const;
export const pcmFile = (lang: string) => `audio-${lang}.pcm`;

/** The ffmpeg commands and graphs for a clip: pure, so their hash says when a clip must be remade. */
export function clipPlan(clip: ResolvedClipRecipe) {
  const gop = SEGMENT_SECONDS * FRAME_RATE;
  const aacFrames = (clip.seconds * AUDIO_SAMPLE_RATE) / AAC_FRAME_SAMPLES;
  const videoCount = clip.video.length;
  const kbits = (bits: number) => `${Math.round(bits / 1000)}k`;
  const still = ['-filter_complex_script', WORK_FILES.stillGraph, '-map', '[still]', '-frames:v', '1', CARD_FILES.still, '-map', '[dot]', '-frames:v', '1', CARD_FILES.dot];
  const pcmInput = (lang: string) => ['-f', 's16le', '-ar', String(AUDIO_SAMPLE_RATE), '-ac', String(AUDIO_CHANNELS), '-i', pcmFile(lang)];
  const encode = [
    ...['-framerate', String(FRAME_RATE), '-i', CARD_FILES.still, '-framerate', String(FRAME_RATE), '-i', CARD_FILES.dot],
    ...MEDIA_LANGUAGES.flatMap(pcmInput),
    ...['-filter_complex_script', WORK_FILES.motionGraph],
    ...clip.video.flatMap((_, n) => ['-map', `[v${n}]`]),
    ...MEDIA_LANGUAGES.flatMap((_, n) => ['-map', `${2 + n}:a`]),
    ...['-t', String(clip.seconds)],
    ...['-c:v', 'libx264', '-preset', X264_PRESET, '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-r', String(FRAME_RATE)],
    // A keyframe exactly every segment: fixed GOP, no scene-cut keyframes.
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...clip.video.flatMap((rendition, n) => [
      ...[`-b:v:${n}`, kbits(rendition.bitrate), `-maxrate:v:${n}`, kbits(rendition.bitrate * 1.2)],
      ...[`-bufsize:v:${n}`, kbits(rendition.bitrate * 2)],
    ]),
    ...['-c:a', 'aac', '-b:a', kbits(AUDIO_BITRATE), '-ar', String(AUDIO_SAMPLE_RATE), '-ac', String(AUDIO_CHANNELS)],
    // The encoder's priming frame plus the flush would make one frame too many: cut at exactly
    // the clip's length in AAC frames, so audio decode times add up to the video's.
    ...MEDIA_LANGUAGES.flatMap((_, n) => [`-frames:a:${n}`, String(aacFrames)]),
    ...['-f', 'dash', '-seg_duration', String(SEGMENT_SECONDS), '-use_template', '1', '-use_timeline', '0'],
    ...['-adaptation_sets', ['id=0,streams=v', ...MEDIA_LANGUAGES.map((_, n) => `id=${n + 1},streams=${videoCount + n}`)].join(' ')],
    ...['-init_seg_name', DASH_NAMES.init, '-media_seg_name', DASH_NAMES.media],
    join(WORK_FILES.dash, DASH_NAMES.manifest),
  ];
  return { stillGraph: stillGraph(clip), motionGraph: motionGraph(clip), still, encode };
}

/** The hash a finished clip's stamp must carry. */
export const clipHash = (clip: ResolvedClipRecipe): string => recipeHash({ clip, plan: clipPlan(clip) });

