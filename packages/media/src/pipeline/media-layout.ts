import { isAbsolute, join, resolve } from 'node:path';
import type { ClipId, MediaLanguage } from './media-index.ts';

/**
 * Where things live under the media directory. The API serves these paths as they are (or a CDN
 * does, from MEDIA_BASE_URL), so they change only with the API's manifests.
 */
export const CLIPS_FOLDER = 'clips';

/** Paths inside one clip's folder, relative to it. */
export const clipFiles = {
  init: (trackId: string) => join(trackId, 'init.mp4'),
  /** Media segment `n`, counted from 1. */
  segment: (trackId: string, n: number) => join(trackId, `${n}.m4s`),
  captions: (lang: MediaLanguage) => `captions-${lang}.vtt`,
  /** What the pipeline made and from which recipe (clip-stamp.ts); not served. */
  stamp: 'stamp.json',
} as const;

/**
 * Work folders sit beside the clips as `.tmp-<pid>-<clipId>-<random>`: a clip is renamed into
 * place whole, and a later run can tell a dead run's leftovers from a running one's.
 */
export const WORK_FOLDER_PREFIX = '.tmp-';

export const clipDir = (mediaDir: string, clipId: ClipId): string => join(mediaDir, CLIPS_FOLDER, clipId);

/** MEDIA_DIR, else DATA_DIR/media (DATA_DIR defaults to ./data, as for the API), from `cwd`. */
export function mediaDirFromEnv(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  const fromCwd = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  if (env.MEDIA_DIR) return fromCwd(env.MEDIA_DIR);
  return join(fromCwd(env.DATA_DIR || './data'), 'media');
}
