import { PPV_TEST_CLIP_SECONDS, titleIdSchema, type PpvStreamNeeds } from '@stat/contracts';
import { SD_MAX_HEIGHT, segmentCount, type MediaClip, type MediaIndex } from '@stat/media';
import { TEST_CLIP_KEY_CHANNEL, type KeyScope } from './content-keys-repository.ts';

/** The readiness check's test clip: 20 s of the pipeline's first programme clip, as many segments as that. */
export const TEST_CLIP_SEGMENTS = segmentCount(PPV_TEST_CLIP_SECONDS);

/** The clip the test stream plays: the first programme clip, so every viewer tests the same pictures. */
export function testClipOf(index: MediaIndex): MediaClip | null {
  return index.clips.find((clip) => clip.kind === 'programme') ?? null;
}

/** The test clip's key scope: its own channel name, never a channel's or a title's (content-keys-repository.ts). */
export const testClipKeyScope = (clip: MediaClip): KeyScope => ({ titleId: titleIdSchema.parse(clip.index), channel: TEST_CLIP_KEY_CHANNEL });

/** The video track of the highest picture no higher than `maxHeight`. */
const topVideo = (clip: MediaClip, maxHeight: number) =>
  clip.video.filter((track) => track.height <= maxHeight).reduce((best, track) => (track.height > best.height ? track : best));

/**
 * What the stream needs, from the same ladder as the event's: the top rendition (HD) and the
 * top SD rendition, each with the main audio track, in bits per second.
 */
export function streamNeedsOf(clip: MediaClip): PpvStreamNeeds {
  const audio = clip.audio[0]?.bandwidth ?? 0;
  const hd = topVideo(clip, Infinity);
  const sd = topVideo(clip, SD_MAX_HEIGHT);
  return { hdBitsPerSecond: hd.bandwidth + audio, sdBitsPerSecond: sd.bandwidth + audio, hdHeight: hd.height, sdHeight: sd.height };
}

/** The top rendition's segment addresses under `base`, which the speed check times. */
export function speedTestUris(base: string, clip: MediaClip): string[] {
  const track = topVideo(clip, Infinity).id;
  return Array.from({ length: TEST_CLIP_SEGMENTS }, (_, i) => `${base}/${track}/${i + 1}.m4s`);
}
