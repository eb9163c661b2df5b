import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTWORK_RENDERER_VERSION, type ArtworkInput, type ArtworkType } from './artwork-spec.ts';
import { rasterizeArtwork } from './rasterize-artwork.ts';

/**
 * The cache key of one raster: a hash of everything that changes its bytes. The renderer
 * version is in it, so a new drawing never serves an old file, and the key doubles as an ETag.
 */
export function artworkCacheKey(input: ArtworkInput, type: ArtworkType, width: number): string {
  const { id, title, kind, eyebrow, genre, year } = input;
  const material = JSON.stringify([ARTWORK_RENDERER_VERSION, type, width, id, title, kind, eyebrow ?? null, genre ?? null, year ?? null]);
  return createHash('sha256').update(material).digest('hex').slice(0, 32);
}

/** How many rasters stay in memory (at ~10-60 KB each, a few MB). */
const MEMORY_ENTRIES = 256;

export interface ArtworkCache {
  /** The WebP bytes for this title, type and width: from memory, else from disk, else drawn. */
  get(input: ArtworkInput, type: ArtworkType, width: number): Promise<Buffer>;
}

/**
 * An in-process LRU in front of a directory of `<key>.webp` files. Concurrent requests for the
 * same key share one rasterisation; files are written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function createArtworkCache(cacheDir: string): ArtworkCache {
  const memory = new Map<string, Promise<Buffer>>();

  async function load(key: string, input: ArtworkInput, type: ArtworkType, width: number): Promise<Buffer> {
    const file = join(cacheDir, `${key}.webp`);
    try {
      return await readFile(file);
    } catch {
      const bytes = await rasterizeArtwork(input, type, width);
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    }
  }

  return {
    get(input, type, width) {
      const key = artworkCacheKey(input, type, width);
      const hit = memory.get(key);
      if (hit) {
        // Re-inserting moves the key to the end of the Map, which is its most-recent end.
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      const pending = load(key, input, type, width);
      // A failed render is not cached, so the next request tries again.
      pending.catch(() => memory.delete(key));
      memory.set(key, pending);
      if (memory.size > MEMORY_ENTRIES) {
        const oldest = memory.keys().next().value;
        if (oldest !== undefined) memory.delete(oldest);
      }
      return pending;
    },
  };
}
