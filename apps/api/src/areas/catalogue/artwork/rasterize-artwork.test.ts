import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ARTWORK_TYPE_NAMES, ARTWORK_TYPES, artworkHeight, type ArtworkInput } from './artwork-spec.ts';
import { artworkCacheKey, createArtworkCache } from './artwork-cache.ts';
import { measureEm, TITLE_FACES } from './font-metrics.ts';
import { rasterizeArtwork } from './rasterize-artwork.ts';

const fight: ArtworkInput = { id: 12, title: 'Iron Verdict: Ruiz vs. Okafor', kind: 'fight', eyebrow: 'Live fight', genre: 'Boxing', year: 2026 };

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('rasterizeArtwork', () => {
  it('makes a WebP of the exact size for every type and srcset width', async () => {
    for (const type of ARTWORK_TYPE_NAMES) {
      for (const width of ARTWORK_TYPES[type].srcsetWidths) {
        const metadata = await sharp(await rasterizeArtwork(fight, type, width)).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width, height: artworkHeight(type, width) });
      }
    }
  });

  // The wrap-and-fit maths trusts the width tables; this checks them against the real fonts.
  it('measures titles as wide as librsvg sets them on this machine', async () => {
    for (const face of Object.values(TITLE_FACES)) {
      const text = 'HEAVYWEIGHTS: Dunmore vs. Castellanos';
      const advance = measureEm(text, { ...face, tracking: 0 }) * 100;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2600" height="160"><rect width="2600" height="160"/><text x="10" y="120" font-family="${face.family}" font-weight="700" font-size="100" fill="#fff">${text}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg)).trim({ background: '#000000', threshold: 40 }).toBuffer({ resolveWithObject: true });
      expect(info.width).toBeLessThanOrEqual(advance * 1.01);
      expect(info.width).toBeGreaterThanOrEqual(advance * 0.93);
    }
  });
});

describe('createArtworkCache', () => {
  it('keys on everything that changes the bytes', () => {
    const key = artworkCacheKey(fight, 'heroDisplay', 1920);
    expect(artworkCacheKey({ ...fight }, 'heroDisplay', 1920)).toBe(key);
    expect(artworkCacheKey(fight, 'heroDisplay', 960)).not.toBe(key);
    expect(artworkCacheKey(fight, 'promoDisplay', 1920)).not.toBe(key);
    expect(artworkCacheKey({ ...fight, title: 'Iron Verdict II' }, 'heroDisplay', 1920)).not.toBe(key);
  });

  it('serves from memory, then from disk in a new process', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'artwork-cache-'));
    directories.push(directory);
    const cache = createArtworkCache(directory);
    const first = await cache.get(fight, 'playlistSeriesListDisplay', 200);
    expect(await cache.get(fight, 'playlistSeriesListDisplay', 200)).toBe(first);
    expect(await readdir(directory)).toEqual([`${artworkCacheKey(fight, 'playlistSeriesListDisplay', 200)}.webp`]);
    const fromDisk = await createArtworkCache(directory).get(fight, 'playlistSeriesListDisplay', 200);
    expect(fromDisk.equals(first)).toBe(true);
  });
});
