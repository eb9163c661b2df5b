import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scriptCues, webVtt } from './captions.ts';
import { clipHash, clipPlan, pcmFile, WORK_FILES } from './clip-plan.ts';
import {
  AUDIO_CHANNELS,
  AUDIO_SAMPLE_RATE,
  audioTrackId,
  FRAME_RATE,
  MEDIA_LANGUAGE_INFO,
  SEGMENT_SECONDS,
  videoTrackId,
  type ResolvedClipRecipe,
} from './clip-recipe.ts';
import { readFinishedClip, writeStamp } from './clip-stamp.ts';
import { DASH_NAMES } from './dash-names.ts';
import { moveRepresentation, readMpdRepresentations } from './dash-output.ts';
import { clipDir, clipFiles, CLIPS_FOLDER, WORK_FOLDER_PREFIX } from './media-layout.ts';
import { MEDIA_LANGUAGES, type MediaClip } from './media-index.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { CARD_FILES } from './test-card.ts';
import { tonePcm } from './tones.ts';

/**
 * Renders one clip into a temporary folder beside the others and renames it into place when
 * complete, so an interrupted run never leaves a clip that looks finished.
 * `onSeconds` reports the seconds of the clip encoded so far.
 */
export async function renderClip(clip: ResolvedClipRecipe, mediaDir: string, onSeconds?: (seconds: number) => void): Promise<MediaClip> {
  const plan = clipPlan(clip);
  const clipsDir = join(mediaDir, CLIPS_FOLDER);
  await mkdir(clipsDir, { recursive: true });
  const work = await mkdtemp(join(clipsDir, `${WORK_FOLDER_PREFIX}${process.pid}-${clip.id}-`));
  try {
    await Promise.all([
      writeFile(join(work, CARD_FILES.name), clip.name),
      writeFile(join(work, CARD_FILES.tagline), clip.tagline),
      writeFile(join(work, WORK_FILES.stillGraph), plan.stillGraph),
      writeFile(join(work, WORK_FILES.motionGraph), plan.motionGraph),
      mkdir(join(work, WORK_FILES.dash)),
      ...MEDIA_LANGUAGES.map((lang) => writeFile(join(work, pcmFile(lang)), tonePcm(MEDIA_LANGUAGE_INFO[lang].role, clip.pitch, clip.seconds))),
    ]);
    await runFfmpeg(plan.still, work);
    await runFfmpeg(plan.encode, work, onSeconds);

    const out = join(work, WORK_FILES.clip);
    const entry = await collectTracks(clip, join(work, WORK_FILES.dash), out);
    await Promise.all(
      MEDIA_LANGUAGES.map((lang) => writeFile(join(out, clipFiles.captions(lang)), webVtt(scriptCues(clip.captions[lang], clip.seconds)))),
    );
    await writeStamp(out, clipHash(clip), entry);

    const final = clipDir(mediaDir, clip.id);
    await rm(final, { recursive: true, force: true });
    try {
      await rename(out, final);
    } catch (error) {
      // Another run on the same folder put the same clip there first: theirs is as good.
      if (!(await readFinishedClip(final, clipHash(clip)))) throw error;
    }
    return entry;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Moves ffmpeg's representations into track folders and describes them for the media index. */
async function collectTracks(clip: ResolvedClipRecipe, dashDir: string, out: string): Promise<MediaClip> {
  const representations = readMpdRepresentations(await readFile(join(dashDir, DASH_NAMES.manifest), 'utf8'));
  const segmentCount = clip.seconds / SEGMENT_SECONDS;
  const move = async (n: number, trackId: string, language?: string) => {
    const representation = representations.find((r) => r.id === String(n));
    if (!representation) throw new Error(`${clip.id}: ffmpeg's MPD has no representation ${n}.`);
    const moved = await moveRepresentation(dashDir, representation.id, out, trackId, language);
    if (moved.segmentCount !== segmentCount) {
      throw new Error(`${clip.id}/${trackId}: ${moved.segmentCount} segments, expected ${segmentCount}.`);
    }
    return { ...representation, timescale: moved.timescale };
  };

  const video = await Promise.all(
    clip.video.map(async (rendition, n) => {
      const id = videoTrackId(rendition);
      const { codecs, bandwidth, timescale } = await move(n, id);
      return { id, width: rendition.width, height: rendition.height, bandwidth, codecs, frameRate: FRAME_RATE, timescale };
    }),
  );
  const audio = await Promise.all(
    MEDIA_LANGUAGES.map(async (lang, n) => {
      const id = audioTrackId(lang);
      const { role, label, iso639_2 } = MEDIA_LANGUAGE_INFO[lang];
      const { codecs, bandwidth, channels, timescale } = await move(clip.video.length + n, id, iso639_2);
      return { id, lang, role, label, codecs, bandwidth, sampleRate: AUDIO_SAMPLE_RATE, channels: channels ?? AUDIO_CHANNELS, timescale };
    }),
  );
  return {
    id: clip.id,
    name: clip.name,
    kind: clip.kind,
    index: clip.index,
    duration: clip.seconds,
    segmentCount,
    video,
    audio,
    captions: MEDIA_LANGUAGES.map((lang) => ({ lang, label: MEDIA_LANGUAGE_INFO[lang].label })),
  };
}
