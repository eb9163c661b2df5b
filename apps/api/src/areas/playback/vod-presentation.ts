import type { MediaClip } from '@stat/media';

/** A presentation's manifests, on demand and live: all renditions, and SD only (stream-details.ts). */
export const MANIFESTS = ['manifest.mpd', 'sd.mpd'] as const;
export type ManifestName = (typeof MANIFESTS)[number];

export const INIT_FILE = 'init.mp4';
const SEGMENT_FILE = /^(\d{1,6})\.m4s$/;
const CAPTIONS_FILE = /^captions-([a-z]{2})\.vtt$/;

/**
 * What an on-demand presentation (a title, the pre-roll, the readiness check's test clip) holds:
 * the media routes answer exactly these files, and `npm run media:package` writes exactly these.
 */
export interface VodShape {
  clip: Pick<MediaClip, 'video' | 'audio' | 'captions'>;
  manifests: readonly ManifestName[];
  /** False where no caption route is (the pre-roll, the test clip). */
  captions: boolean;
  /** Media segments per track, counted from 1. */
  segments: number;
  /** The first segment still offered (a live program's older ones have left the time-shift window); 1 when absent. */
  firstSegment?: number;
}

/** A file of a presentation, from its path inside the presentation; null for one it does not have. */
export type VodFileName =
  | { kind: 'manifest'; name: ManifestName }
  | { kind: 'captions'; lang: string }
  | { kind: 'init'; track: string }
  | { kind: 'segment'; track: string; number: number };

const hasTrack = (shape: VodShape, track: string) => [...shape.clip.video, ...shape.clip.audio].some((candidate) => candidate.id === track);

/** Which file `path` (the URL's parts after the presentation's folder) names in `shape`, or null. */
export function vodFileOf(shape: VodShape, path: readonly string[]): VodFileName | null {
  if (path.length === 1) {
    const [name = ''] = path;
    const lang = CAPTIONS_FILE.exec(name)?.[1];
    if (lang) return shape.captions && shape.clip.captions.some((caption) => caption.lang === lang) ? { kind: 'captions', lang } : null;
    const manifest = shape.manifests.find((candidate) => candidate === name);
    return manifest ? { kind: 'manifest', name: manifest } : null;
  }
  const [track = '', file = ''] = path;
  if (path.length !== 2 || !hasTrack(shape, track)) return null;
  if (file === INIT_FILE) return { kind: 'init', track };
  const number = Number(SEGMENT_FILE.exec(file)?.[1] ?? 0);
  return number >= (shape.firstSegment ?? 1) && number <= shape.segments ? { kind: 'segment', track, number } : null;
}

/** Every file of a presentation, as paths inside its folder: the manifests, captions, then each track's init and segments. */
export function vodPaths(shape: VodShape): string[][] {
  const tracks = [...shape.clip.video, ...shape.clip.audio];
  return [
    ...shape.manifests.map((name) => [name]),
    ...(shape.captions ? shape.clip.captions.map((caption) => [`captions-${caption.lang}.vtt`]) : []),
    ...tracks.flatMap((track) => [[track.id, INIT_FILE], ...Array.from({ length: shape.segments }, (_, i) => [track.id, `${i + 1}.m4s`])]),
  ];
}
