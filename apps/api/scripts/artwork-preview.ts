/**
 * Writes the catalogue artwork of ~16 invented titles, in every type, to a folder, plus one
 * contact sheet per type, so a person can judge the renderer by eye.
 *
 *   npx tsx apps/api/scripts/artwork-preview.ts <outDir>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { ARTWORK_TYPE_NAMES, ARTWORK_TYPES, type ArtworkInput } from '../src/areas/catalogue/artwork/artwork-spec.ts';
import { rasterizeArtwork } from '../src/areas/catalogue/artwork/rasterize-artwork.ts';

const TITLES: ArtworkInput[] = [
  { id: 101, title: 'The Copper Coast', kind: 'series', eyebrow: 'STAT Original', genre: 'Drama', year: 2026 },
  { id: 102, title: 'Night Shift at Mercy Vale', kind: 'series', genre: 'Medical drama', year: 2025 },
  { id: 103, title: 'Iron Verdict: Ruiz vs. Okafor', kind: 'fight', eyebrow: 'Live fight', genre: 'Boxing', year: 2026 },
  { id: 104, title: 'Lanterns', kind: 'movie', genre: 'Thriller', year: 2024 },
  { id: 105, title: 'A Quiet Year in the Salt Marshes of Hollow Bay', kind: 'movie', eyebrow: 'Festival pick', genre: 'Documentary', year: 2023 },
  { id: 106, title: 'Glass Harbour', kind: 'series', eyebrow: 'New season', genre: 'Crime', year: 2026 },
  { id: 107, title: 'Episode 4: The Long Way Round', kind: 'episode', genre: 'Season 2', year: 2025 },
  { id: 108, title: 'Saturday Brawl Night', kind: 'fight', eyebrow: 'Main card', genre: 'MMA', year: 2026 },
  { id: 109, title: 'Weekend Comedy Picks', kind: 'collection', eyebrow: 'Collection', genre: 'Comedy' },
  { id: 110, title: 'STAT Sports 2', kind: 'channel', eyebrow: 'Live', genre: 'Sports' },
  { id: 111, title: 'Orbitals', kind: 'movie', eyebrow: 'STAT Original', genre: 'Sci-fi', year: 2027 },
  { id: 112, title: 'The Baker & the Burglar', kind: 'movie', genre: 'Comedy', year: 2022 },
  { id: 113, title: 'Fathom', kind: 'series', genre: 'Mystery', year: 2026 },
  { id: 114, title: 'Heavyweights: Dunmore vs. Castellanos II', kind: 'fight', eyebrow: 'Pay-per-view', genre: 'Boxing', year: 2026 },
  { id: 115, title: 'Wild Northern Rivers', kind: 'series', genre: 'Nature', year: 2024 },
  { id: 116, title: 'Kites Over Kowloon Street', kind: 'movie', eyebrow: 'Leaving soon', genre: 'Romance', year: 2021 },
];

const outDir = resolve(process.argv[2] ?? 'artwork-preview');
await mkdir(outDir, { recursive: true });

for (const type of ARTWORK_TYPE_NAMES) {
  const { width, height } = ARTWORK_TYPES[type];
  const tiles: Buffer[] = [];
  for (const input of TITLES) {
    const webp = await rasterizeArtwork(input, type, width);
    await writeFile(join(outDir, `${type}-${input.id}.webp`), webp);
    tiles.push(webp);
  }
  // The contact sheet: four across, at half size, with a gutter, as PNG for any viewer.
  const columns = 4;
  const tileWidth = Math.round(width / 2);
  const tileHeight = Math.round(height / 2);
  const gutter = 12;
  const rows = Math.ceil(tiles.length / columns);
  const composites = await Promise.all(
    tiles.map(async (tile, index) => ({
      input: await sharp(tile).resize(tileWidth, tileHeight).toBuffer(),
      left: gutter + (index % columns) * (tileWidth + gutter),
      top: gutter + Math.floor(index / columns) * (tileHeight + gutter),
    })),
  );
  await sharp({
    create: {
      width: gutter + columns * (tileWidth + gutter),
      height: gutter + rows * (tileHeight + gutter),
      channels: 3,
      background: '#111111',
    },
  })
    .composite(composites)
    .png()
    .toFile(join(outDir, `sheet-${type}.png`));
  console.log(`${type}: ${tiles.length} images, sheet-${type}.png`);
}
