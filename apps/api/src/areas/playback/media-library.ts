import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMediaIndex, readTrackCrypto, type MediaClip, type MediaIndex, type TrackCrypto } from '@stat/media';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * The pipeline's clear clips, read from the media directory. Files never change under a
 * running server (the pipeline writes a new clip beside the old and renames), so they are
 * kept in memory once read: the whole default set is a few tens of megabytes.
 */
export function createMediaLibrary(mediaDir: string, now: () => number = Date.now) {
  let index: Promise<MediaIndex> | null = null;
  const files = createTtlCache<string, Buffer>({ ttlMs: 3_600_000, maxEntries: 2_000 }, now);
  const crypto = new Map<string, Promise<TrackCrypto>>();
  const file = (clip: MediaClip, ...path: string[]) => {
    const at = join(mediaDir, 'clips', clip.id, ...path);
    return files.get(at, () => readFile(at), () => true);
  };

  return {
    /** The media index; a failed read (media not made yet) is tried again next time. */
    index(): Promise<MediaIndex> {
      index ??= readMediaIndex(mediaDir).catch((error: unknown) => {
        index = null;
        throw error;
      });
      return index;
    },
    init: (clip: MediaClip, track: string) => file(clip, track, 'init.mp4'),
    segment: (clip: MediaClip, track: string, number: number) => file(clip, track, `${number}.m4s`),
    captions: async (clip: MediaClip, lang: string) => (await file(clip, `captions-${lang}.vtt`)).toString('utf8'),
    /** What encrypting a track needs (its kind, NAL length size, timescale), read from its init segment once. */
    trackCrypto(clip: MediaClip, track: string): Promise<TrackCrypto> {
      const key = `${clip.id}/${track}`;
      let known = crypto.get(key);
      if (!known) {
        known = file(clip, track, 'init.mp4').then((init) => readTrackCrypto(init));
        crypto.set(key, known);
      }
      return known;
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
