import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMedia, type ClipRecipe } from '@stat/media';

const palette = { stops: ['#05060d', '#1b2c5c', '#2a1a45', '#05060d'], accent: '#c9a86a' } as const;
const small = [
  { width: 320, height: 180, bitrate: 250_000 },
  { width: 160, height: 90, bitrate: 120_000 },
];

/** The smallest real set: one programme clip and the pre-roll, 8 s each (the shortest whole length), tiny pictures. */
export const TEST_CLIPS: ClipRecipe[] = [
  { id: 'tiny', name: 'Tiny', kind: 'programme', index: 1, seconds: 8, tagline: 'A test clip', palette: { ...palette, stops: [...palette.stops] }, pitch: 220, captions: { en: ['One line.', 'Another line.'], es: ['Una línea.'] }, video: small },
  { id: 'tiny-preroll', name: 'Coming up', kind: 'preroll', index: 0, seconds: 8, tagline: 'A test pre-roll', palette: { ...palette, stops: [...palette.stops] }, pitch: 330, captions: { en: ['Soon.'], es: ['Pronto.'] }, video: small },
];

let made: Promise<string> | undefined;

/** The test clips, made once per test process; kept between runs, which the pipeline then skips. */
export function testMediaDir(): Promise<string> {
  made ??= (async () => {
    const mediaDir = join(tmpdir(), 'stat-test-media');
    await makeMedia({ mediaDir, clips: TEST_CLIPS, concurrency: 1 });
    return mediaDir;
  })();
  return made;
}
