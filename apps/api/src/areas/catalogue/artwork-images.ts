import { createHash } from 'node:crypto';
import type { ImageType, TitleImage } from '@stat/contracts';
import { ARTWORK_RENDERER_VERSION, ARTWORK_TYPES, artworkHeight, type ArtworkInput } from './artwork/artwork-spec.ts';

/** What artwork is drawn for: the three kinds of catalogue record that have their own. */
export const ARTWORK_SUBJECTS = ['title', 'series', 'collection'] as const;
export type ArtworkSubject = (typeof ARTWORK_SUBJECTS)[number];

/** The image types an answer carries, by where the client shows them (no answer needs all five). */
export const IMAGE_SETS = {
  /** Shelves, grids, search, My List: landscape tile and poster. */
  tile: ['playlistListDisplay', 'playlistSeriesListDisplay'],
  /** The home hero and detail pages: the wide and tall heroes, and the tile for sharing rows. */
  hero: ['heroDisplay', 'heroMobileDisplay', 'playlistListDisplay', 'playlistSeriesListDisplay'],
} as const satisfies Record<string, readonly ImageType[]>;

/**
 * A short hash of everything the drawing depends on. It is in every image address, so an
 * address names one drawing forever (served immutable) and a renamed title gets a new one.
 */
export function artworkVersion(input: ArtworkInput): string {
  const material = JSON.stringify([ARTWORK_RENDERER_VERSION, input.kind, input.title, input.eyebrow, input.genre, input.year]);
  return createHash('sha256').update(material).digest('base64url').slice(0, 10);
}

export function artworkPath(subject: ArtworkSubject, id: number, type: ImageType, width: number, version: string): string {
  return `/api/art/${subject}/${id}/${type}/${width}.webp?v=${version}`;
}

/** The images of one record in the given types, each with its srcset candidates (smallest first). */
export function artworkImages(subject: ArtworkSubject, input: ArtworkInput, types: readonly ImageType[]): TitleImage[] {
  const version = artworkVersion(input);
  return types.map((type) => {
    const { width, srcsetWidths } = ARTWORK_TYPES[type];
    return {
      type,
      url: artworkPath(subject, input.id, type, width, version),
      width,
      height: artworkHeight(type, width),
      srcset: [...srcsetWidths]
        .sort((a, b) => a - b)
        .map((candidate) => ({ url: artworkPath(subject, input.id, type, candidate, version), width: candidate })),
    };
  });
}
