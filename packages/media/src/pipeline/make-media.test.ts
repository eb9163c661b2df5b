import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipRecipe } from './clip-recipe.ts';
import { fragmentTiming } from './fragment-timing.ts';
import { makeMedia, type MakeMediaResult } from './make-media.ts';
import { readMediaIndex, type MediaIndex } from './media-index.ts';
import { clipFiles, CLIPS_FOLDER } from './media-layout.ts';
import { readTimeCode, TIME_CODE_GEOMETRY } from './time-code.ts';
import { trackLanguage } from './track-language.ts';

// 8 s, not less: the shortest clip whose AAC frames add up to its length (CLIP_LENGTH_STEP_SECONDS).
const TINY: ClipRecipe = {
  id: 'tiny',
  name: 'Tiny',
  kind: 'programme',
  index: 6,
  seconds: 8,
  tagline: 'A test recipe',
  palette: { stops: ['#05060d', '#1b2c5c', '#2a1a45', '#05060d'], accent: '#c9a86a' },
  pitch: 220,
  captions: { en: ['One line.', 'Another <line> & more.'], es: ['Una línea.'] },
  video: [
    { width: 640, height: 360, bitrate: 600_000 },
    { width: 320, height: 180, bitrate: 250_000 },
  ],
};
const FPS = 25;
/** hh:mm:ss.ttt in seconds. */
const seconds = (timestamp: string) => timestamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

let mediaDir: string;
let first: MakeMediaResult;
let index: MediaIndex;
const clipPath = (...parts: string[]) => join(mediaDir, CLIPS_FOLDER, 'tiny', ...parts);

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'stat-media-'));
  first = await makeMedia({ mediaDir, clips: [TINY] });
  index = await readMediaIndex(mediaDir);
}, 60_000);
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

/** Every frame of a video track, decoded by ffmpeg to 8-bit luma. */
async function lumaFrames(trackId: string, width: number, height: number, segmentCount: number): Promise<Buffer[]> {
  const parts = [clipFiles.init(trackId), ...Array.from({ length: segmentCount }, (_, n) => clipFiles.segment(trackId, n + 1))];
  const whole = join(mediaDir, `${trackId}.mp4`);
  await writeFile(whole, Buffer.concat(await Promise.all(parts.map((part) => readFile(clipPath(part))))));
  const { stdout } = await promisify(execFile)('ffmpeg', ['-v', 'error', '-i', whole, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 1 << 28,
  });
  const size = width * height;
  return Array.from({ length: stdout.length / size }, (_, n) => stdout.subarray(n * size, (n + 1) * size));
}

describe('makeMedia with a tiny recipe', () => {
  it('writes the layout and media.json', async () => {
    expect(first.rendered).toEqual(['tiny']);
    expect(index.segmentDuration).toBe(2);
    const [clip] = index.clips;
    expect(clip).toMatchObject({ id: 'tiny', kind: 'programme', index: 6, duration: 8, segmentCount: 4 });
    expect(clip!.video.map((track) => [track.id, track.width, track.height, track.frameRate, track.timescale])).toEqual([
      ['video-360', 640, 360, 25, 12800],
      ['video-180', 320, 180, 25, 12800],
    ]);
    for (const track of clip!.video) expect(track.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2}$/);
    expect(clip!.audio.map(({ id, lang, role, codecs, sampleRate, channels, timescale }) => [id, lang, role, codecs, sampleRate, channels, timescale])).toEqual([
      ['audio-en', 'en', 'main', 'mp4a.40.2', 48000, 2, 48000],
      ['audio-es', 'es', 'alternate', 'mp4a.40.2', 48000, 2, 48000],
    ]);
    expect(clip!.captions.map((track) => track.lang)).toEqual(['en', 'es']);
    const languages = await Promise.all(clip!.audio.map(async (track) => trackLanguage(await readFile(clipPath(clipFiles.init(track.id))))));
    expect(languages).toEqual(['eng', 'spa']);
    for (const track of [...clip!.video, ...clip!.audio]) {
      await stat(clipPath(clipFiles.init(track.id)));
      for (let n = 1; n <= 4; n += 1) await stat(clipPath(clipFiles.segment(track.id, n)));
      await expect(stat(clipPath(clipFiles.segment(track.id, 5)))).rejects.toThrow();
    }
  });

  it('cuts every video segment at exactly 2 s of frames, and audio adds up to the clip', async () => {
    const [clip] = index.clips;
    for (const track of [...clip!.video, ...clip!.audio]) {
      const init = await readFile(clipPath(clipFiles.init(track.id)));
      let next = 0;
      for (let n = 1; n <= clip!.segmentCount; n += 1) {
        const timing = fragmentTiming(init, await readFile(clipPath(clipFiles.segment(track.id, n))));
        expect(timing.baseDecodeTime).toBe(next);
        if (track.id.startsWith('video')) expect([timing.sampleCount, timing.duration]).toEqual([2 * FPS, 2 * track.timescale]);
        next += timing.duration;
      }
      expect(next).toBe(clip!.duration * track.timescale);
    }
  });

  it('writes both caption languages as WebVTT timed within the clip', async () => {
    for (const lang of ['en', 'es'] as const) {
      const [header, ...blocks] = (await readFile(clipPath(clipFiles.captions(lang)), 'utf8')).trim().split('\n\n');
      expect(header).toBe('WEBVTT');
      let previousEnd = 0;
      for (const block of blocks) {
        const [, timing, text] = block.split('\n');
        const [start, end] = /^(\S+) --> (\S+)$/.exec(timing!)!.slice(1).map(seconds);
        expect(start).toBeGreaterThanOrEqual(previousEnd);
        expect(end).toBeGreaterThan(start!);
        expect(end).toBeLessThanOrEqual(TINY.seconds);
        expect(text).not.toMatch(/[<>]/);
        previousEnd = end!;
      }
      expect(blocks).toHaveLength(TINY.captions[lang].length);
    }
  });

  it('draws a time code that reads back the second and clip index on every frame of every rendition', async () => {
    for (const track of index.clips[0]!.video) {
      const frames = await lumaFrames(track.id, track.width, track.height, 4);
      expect(frames).toHaveLength(TINY.seconds * FPS);
      const scale = track.width / TIME_CODE_GEOMETRY.frameWidth;
      frames.forEach((luma, n) => {
        const sample = (x: number, y: number) => luma[Math.floor(y * scale) * track.width + Math.floor(x * scale)]!;
        expect(readTimeCode(sample), `${track.id} frame ${n}`).toEqual({ clipIndex: 6, second: Math.floor(n / FPS) });
      });
    }
  });

  it('does no work on a second run', async () => {
    const before = await stat(clipPath(clipFiles.segment('video-360', 1)));
    const again = await makeMedia({ mediaDir, clips: [TINY] });
    expect(again).toMatchObject({ rendered: [], skipped: ['tiny'] });
    expect((await stat(clipPath(clipFiles.segment('video-360', 1)))).mtimeMs).toBe(before.mtimeMs);
    expect(again.index).toEqual(index);
  });

  it('makes a half-written clip again, and clears a dead run’s work folder', async () => {
    const segment = clipPath(clipFiles.segment('audio-es', 2));
    const size = (await stat(segment)).size;
    await truncate(segment, size >> 1);
    const deadRun = join(mediaDir, CLIPS_FOLDER, '.tmp-999999999-tiny-abc');
    await mkdir(deadRun);

    const again = await makeMedia({ mediaDir, clips: [TINY] });
    expect(again.rendered).toEqual(['tiny']);
    expect((await stat(segment)).size).toBeGreaterThan(size >> 1);
    await expect(stat(deadRun)).rejects.toThrow();
  }, 60_000);
});
