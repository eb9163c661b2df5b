/**
 * The catalogue's image types (the spec's names) and the sizes they are shown at. The renderer
 * draws every type in its own coordinate space (width x height below) and scales it to the
 * requested width, so the aspect ratio never changes.
 */
export const ARTWORK_TYPES = {
  /** Home hero: wide; the title sits on the left, over a dark gradient, the art on the right. */
  heroDisplay: { width: 1920, height: 800, srcsetWidths: [1920, 960, 640] },
  heroMobileDisplay: { width: 768, height: 960, srcsetWidths: [768, 384] },
  /** Landscape shelf tile; movies in My List use it. */
  playlistListDisplay: { width: 711, height: 400, srcsetWidths: [711, 356] },
  /** Poster; series in My List use it. */
  playlistSeriesListDisplay: { width: 400, height: 600, srcsetWidths: [400, 200] },
  promoDisplay: { width: 661, height: 494, srcsetWidths: [661, 331] },
} as const satisfies Record<string, { width: number; height: number; srcsetWidths: readonly number[] }>;

export type ArtworkType = keyof typeof ARTWORK_TYPES;

export const ARTWORK_TYPE_NAMES = Object.keys(ARTWORK_TYPES) as ArtworkType[];

export type ArtworkKind = 'movie' | 'series' | 'episode' | 'fight' | 'collection' | 'channel';

export interface ArtworkInput {
  id: number;
  title: string;
  kind: ArtworkKind;
  /** A short line above the title, e.g. 'STAT ORIGINAL' or 'LIVE FIGHT'. */
  eyebrow?: string;
  genre?: string;
  year?: number;
}

/** Bumped whenever the drawing changes, so cached rasters of the old drawing are not served. */
export const ARTWORK_RENDERER_VERSION = 1;

/** The height an image of this type has at this width (the type's aspect ratio, rounded). */
export function artworkHeight(type: ArtworkType, width: number): number {
  const { width: w, height: h } = ARTWORK_TYPES[type];
  return Math.round((width * h) / w);
}
