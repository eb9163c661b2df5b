import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SHIFT_SECONDS, windowStartMs } from '@stat/contracts';
import { decryptSegment, readMediaIndex, readTrackCrypto, shiftSegmentTime, type MediaClip } from '@stat/media';
import type { Database } from '../../db/database.ts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';
import { buildTestApp, TEST_KEK } from '../../test/test-app.ts';
import { testMediaDir } from '../../test/test-media.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

let database: Database;
let app: FastifyInstance;
let ids: PlayableIds;
let mediaDir: string;
let clip: MediaClip;
/** The app's clock, fixed so live answers are known. */
const clock = Date.UTC(2026, 10, 23, 20, 17, 30);
const playbackOptions = () => ({
  playback: { kek: TEST_KEK, mediaBaseUrl: '/media', mediaDir, drm: { widevineLicenseUrl: null, fairPlayLicenseUrl: null, fairPlayCertificateUrl: null }, now: () => clock },
});

beforeAll(async () => {
  mediaDir = await testMediaDir();
  clip = (await readMediaIndex(mediaDir)).clips.find((candidate) => candidate.kind === 'programme')!;
  database = await openTestDatabase();
  app = await buildTestApp(database, playbackOptions());
  await seedTestCatalogue(database);
  ids = await playableIds(database);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const clipFile = (track: string, file: string) => readFile(join(mediaDir, 'clips', clip.id, track, file));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['Period', 'AdaptationSet', 'ContentProtection'].includes(name) });
type Mpd = Record<string, string> & { Period: (Record<string, string> & { AdaptationSet: (Record<string, unknown> & { ContentProtection?: Record<string, string>[] })[] })[] };
const mpdOf = (body: string) => parser.parse(body).MPD as Mpd;
const kidText = (kid: Buffer) => kid.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const videoTrack = () => clip.video[0]!;

describe('on-demand media', () => {
  it('describes a title as long as the title, protected with the title’s own key', async () => {
    const response = await get(`/media/titles/${ids.movie.id}/manifest.mpd`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/dash+xml');
    const mpd = mpdOf(response.body);
    expect(mpd.mediaPresentationDuration).toBe(`PT${ids.movie.duration}S`);
    const key = await app.contentKeysRepository.keyOf({ titleId: ids.movie.id, channel: null });
    expect(mpd.Period[0]!.AdaptationSet[0]!.ContentProtection![0]!['cenc:default_KID']).toBe(kidText(key.kid));
  });

  it('serves the init segment protected (encv, the title’s KID in tenc and pssh), cacheable for good', async () => {
    const response = await get(`/media/titles/${ids.movie.id}/${videoTrack().id}/init.mp4`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    const body = response.rawPayload;
    const key = await app.contentKeysRepository.keyOf({ titleId: ids.movie.id, channel: null });
    expect(body.includes(Buffer.from('encv'))).toBe(true);
    expect(body.indexOf(key.kid)).not.toBe(body.lastIndexOf(key.kid)); // in tenc and in pssh
  });

  it('loops the clip: a segment of the second pass is the clip’s first, later on the timeline, decrypting with the title’s key', async () => {
    const number = clip.segmentCount + 1;
    const response = await get(`/media/titles/${ids.movie.id}/${videoTrack().id}/${number}.m4s`);
    expect(response.statusCode).toBe(200);
    const key = await app.contentKeysRepository.keyOf({ titleId: ids.movie.id, channel: null });
    const track = readTrackCrypto(await clipFile(videoTrack().id, 'init.mp4'));
    const expected = shiftSegmentTime(await clipFile(videoTrack().id, '1.m4s'), {
      decodeTimeDelta: BigInt(clip.duration * videoTrack().timescale),
      sequenceNumber: number,
    });
    expect(Buffer.from(decryptSegment(response.rawPayload, { key: key.key, track })).equals(Buffer.from(expected))).toBe(true);
    // Another title's key does not open it.
    const other = await app.contentKeysRepository.keyOf({ titleId: ids.otherMovie.id, channel: null });
    expect(Buffer.from(decryptSegment(response.rawPayload, { key: other.key, track })).equals(Buffer.from(expected))).toBe(false);
  });

  it('answers the same bytes each time, in a later pass of the loop too (a CDN may cache them)', async () => {
    const url = `/media/titles/${ids.movie.id}/${clip.audio[0]!.id}/${2 * clip.segmentCount + 3}.m4s`;
    expect((await get(url)).rawPayload.equals((await get(url)).rawPayload)).toBe(true);
  });

  it('has nothing past the title’s end, for an unknown track or title, or segment 0', async () => {
    const last = Math.ceil(ids.movie.duration / 2);
    expect((await get(`/media/titles/${ids.movie.id}/${videoTrack().id}/${last}.m4s`)).statusCode).toBe(200);
    for (const url of [
      `/media/titles/${ids.movie.id}/${videoTrack().id}/${last + 1}.m4s`,
      `/media/titles/${ids.movie.id}/${videoTrack().id}/0.m4s`,
      `/media/titles/${ids.movie.id}/video-4k/1.m4s`,
      `/media/titles/${ids.movie.id}/nothing.mpd`,
      '/media/titles/999999/manifest.mpd',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves the captions looped to the title’s length', async () => {
    const response = await get(`/media/titles/${ids.movie.id}/captions-en.vtt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body.startsWith('WEBVTT')).toBe(true);
    expect(response.body.match(/-->/g)!.length).toBeGreaterThan(ids.movie.duration / clip.duration);
    expect((await get(`/media/titles/${ids.movie.id}/captions-fr.vtt`)).statusCode).toBe(404);
  });

  it('serves the house pre-roll in the clear, as the pipeline made it', async () => {
    const mpd = mpdOf((await get('/media/preroll/manifest.mpd')).body);
    expect(mpd.Period[0]!.AdaptationSet.every((set) => set.ContentProtection === undefined)).toBe(true);
    const preroll = (await readMediaIndex(mediaDir)).clips.find((candidate) => candidate.kind === 'preroll')!;
    const response = await get(`/media/preroll/${preroll.video[0]!.id}/1.m4s`);
    expect(response.rawPayload.equals(await readFile(join(mediaDir, 'clips', preroll.id, preroll.video[0]!.id, '1.m4s')))).toBe(true);
  });
});

describe('on a CDN', () => {
  it('answers the same bytes and ETag on every instance over the same database: manifest, init, segment, captions', async () => {
    const other = await buildTestApp(database, playbackOptions());
    try {
      const base = `/media/titles/${ids.free.id}`;
      // The other instance asks first: it makes the title's key, which this one then reads.
      for (const url of [`${base}/manifest.mpd`, `${base}/${videoTrack().id}/init.mp4`, `${base}/${videoTrack().id}/${clip.segmentCount + 2}.m4s`, `${base}/captions-en.vtt`]) {
        const there = await other.inject({ method: 'GET', url });
        const here = await get(url);
        expect(there.statusCode, url).toBe(200);
        expect(here.rawPayload.equals(there.rawPayload), url).toBe(true);
        expect(here.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
        expect(here.headers.etag, url).toBe(there.headers.etag);
      }
    } finally {
      await other.close();
    }
  });

  it('answers 304 to an If-None-Match naming the file’s ETag, with the headers a cache keeps', async () => {
    const url = `/media/titles/${ids.movie.id}/${clip.audio[0]!.id}/4.m4s`;
    const { etag } = (await get(url)).headers;
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    const manifest = await get(`/media/titles/${ids.movie.id}/manifest.mpd`);
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
    expect(manifest.headers.etag).not.toBe(etag);
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': manifest.headers.etag } })).statusCode).toBe(200);
  });
});

describe('live channels', () => {
  it('follows the schedule: a period per program from its start, the next one listed ahead, each with its own key', async () => {
    const response = await get('/media/channels/shoeast/manifest.mpd');
    expect(response.statusCode).toBe(200);
    const mpd = mpdOf(response.body);
    expect(mpd.type).toBe('dynamic');
    const window = await app.playback.channels.liveWindow('shoeast', clock);
    expect(mpd.Period.map((period) => Number(period.id))).toEqual(window.map((program) => program.start));
    expect(window.at(-1)!.start).toBeGreaterThan(clock);
    expect(window.at(-2)!.start).toBeLessThanOrEqual(clock);
    for (const [n, program] of window.entries()) {
      const key = await app.contentKeysRepository.keyOf({ titleId: program.titleId, channel: 'shoeast' });
      expect(mpd.Period[n]!.AdaptationSet[0]!.ContentProtection![0]!['cenc:default_KID']).toBe(kidText(key.kid));
    }
  });

  it('has a segment once its end has passed, not before', async () => {
    const onNow = (await app.playback.channels.liveWindow('showest', clock)).filter((program) => program.start <= clock).at(-1)!;
    const ended = Math.floor((clock - onNow.start) / 2000);
    const base = `/media/channels/showest/${onNow.start}/${videoTrack().id}`;
    expect((await get(`${base}/init.mp4`)).statusCode).toBe(200);
    expect((await get(`${base}/${ended}.m4s`)).statusCode).toBe(200);
    expect((await get(`${base}/${ended + 1}.m4s`)).statusCode).toBe(404);
  });

  it('knows no program that the schedule does not start then, and no pay-per-view stream yet', async () => {
    const onNow = (await app.playback.channels.liveWindow('shoeast', clock)).filter((program) => program.start <= clock).at(-1)!;
    expect((await get(`/media/channels/shoeast/${onNow.start + 60_000}/${videoTrack().id}/init.mp4`)).statusCode).toBe(404);
    expect((await get('/media/channels/ppv/manifest.mpd')).statusCode).toBe(404);
    expect((await get('/media/channels/shonorth/manifest.mpd')).statusCode).toBe(400);
  });

  it('keeps the time-shift window: its depth in the manifest, every program overlapping it listed', async () => {
    const mpd = mpdOf((await get('/media/channels/shoeast/manifest.mpd')).body);
    expect(mpd.timeShiftBufferDepth).toBe(`PT${TIME_SHIFT_SECONDS}S`);
    const starts = mpd.Period.map((period) => Number(period.id));
    expect(starts[0]).toBeLessThanOrEqual(windowStartMs(clock));
    expect(starts[1]).toBeGreaterThan(windowStartMs(clock));
  });

  it('serves a time-shifted segment inside the window and refuses one that has left it, as a program wholly before it', async () => {
    const [oldest] = await app.playback.channels.liveWindow('showest', clock);
    const base = `/media/channels/showest/${oldest!.start}/${videoTrack().id}`;
    // Segment n covers [start + 2(n-1) s, start + 2n s): the first whose end is inside the window is still there.
    const firstInWindow = Math.max(1, Math.ceil((windowStartMs(clock) - oldest!.start) / 2000));
    expect(firstInWindow).toBeGreaterThan(1);
    expect((await get(`${base}/${firstInWindow}.m4s`)).statusCode).toBe(200);
    expect((await get(`${base}/${firstInWindow - 1}.m4s`)).statusCode).toBe(404);
    expect((await get(`${base}/1.m4s`)).statusCode).toBe(404);
    const before = (await app.playback.channels.between('showest', windowStartMs(clock) - 86_400_000, oldest!.start)).filter((program) => program.start < oldest!.start).at(-1)!;
    expect((await get(`/media/channels/showest/${before.start}/${videoTrack().id}/init.mp4`)).statusCode).toBe(404);
    expect((await get(`/media/channels/showest/${before.start}/${videoTrack().id}/1.m4s`)).statusCode).toBe(404);
  });

  it('tells players the server’s clock', async () => {
    expect((await get('/media/time')).body).toBe(new Date(clock).toISOString());
  });
});
