import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, MAX_CONCURRENT_STREAMS, PLAYED_INTERVAL_SECONDS, startPlaySchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, TEST_PLAYBACK } from '../../test/test-app.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { STREAM_COUNTS_FOR_MS } from './stream-limit.ts';

/*
 * Too many devices streaming (issue 29): an account plays at most MAX_CONCURRENT_STREAMS streams
 * at once, one per session. The next device is refused with the streams listed, stops one with
 * DELETE user/streams/{id}, and the stopped device's next progress call tells its player.
 */

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';

let database: Database;
let app: FastifyInstance;
let ids: PlayableIds;
let clock = Date.UTC(2026, 10, 28, 20, 0);
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    playback: { ...TEST_PLAYBACK, now: () => clock },
  });
  await seedTestCatalogue(database);
  ids = await playableIds(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  clock = Date.UTC(2026, 10, 28, 20, 0);
  await clearTables(database);
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'DELETE', url: string, headers: Headers) => app.inject({ method, url, headers });
const errorOf = (response: { statusCode: number; json(): unknown }) => [response.statusCode, apiErrorResponseSchema.parse(response.json()).error.code];

/** A registered, entitled viewer of provider 101. */
const viewer = (id: string) => insertUser(database, id, { registered: true, sql: { mso_id: 101, mso_user_id: `m-${id}`, household_id: `h-${id}`, legal: true } });
/** Another signed-in device (session) of `id`, as a browser with this user agent. */
const device = async (id: string, userAgent = CHROME_MAC): Promise<Headers> => ({ ...APP_HEADERS, 'user-agent': userAgent, cookie: `stat_sid=${await insertSession(database, id)}` });

const startMovie = (headers: Headers) => call('GET', `/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`, headers);
const canPlayMovie = (headers: Headers) => call('GET', `/api/title/canplay/title/${ids.movie.id}`, headers);
const progress = (headers: Headers, word: string, refid: string, seq: number) => call('GET', `/api/title/${word}/title/${ids.movie.id}/at/60?refid=${refid}&seq=${seq}`, headers);

/** `count` devices of `id`, each playing the movie; their headers and play refs. */
async function playingDevices(id: string, count: number) {
  const devices = [];
  for (let i = 0; i < count; i += 1) {
    const headers = await device(id, i === 0 ? FIREFOX_WINDOWS : CHROME_MAC);
    const answer = await startMovie(headers);
    expect(answer.statusCode).toBe(200);
    devices.push({ headers, refid: startPlaySchema.parse(answer.json()).refid });
  }
  return devices;
}

/** The streams a refused play lists. */
function listedStreams(response: { json(): unknown }) {
  const fix = apiErrorResponseSchema.parse(response.json()).error.fix;
  if (fix?.kind !== 'stopAStream') throw new Error(`no streams listed: ${JSON.stringify(fix)}`);
  return fix.streams;
}

describe('the limit of streams at once', () => {
  it('refuses the next device, listing the others’ streams by device and title; can-play says so first', async () => {
    await viewer('family');
    await playingDevices('family', MAX_CONCURRENT_STREAMS);
    const next = await device('family');
    expect(errorOf(await canPlayMovie(next))).toEqual([403, ERROR_CODES.playbackTooManyStreams]);
    const refused = await startMovie(next);
    expect(errorOf(refused)).toEqual([403, ERROR_CODES.playbackTooManyStreams]);
    const streams = listedStreams(refused);
    expect(streams).toHaveLength(MAX_CONCURRENT_STREAMS);
    expect(streams[0]).toEqual({ id: expect.any(String), deviceName: 'Firefox on Windows', playing: expect.any(String), lastSeenAt: clock });
    const [title] = await database.query<{ name: string }>('SELECT name FROM titles WHERE id = $1', [ids.movie.id]);
    expect(streams[0]!.playing).toBe(title!.name);
    expect(streams[1]!.deviceName).toBe('Chrome on macOS');
  });

  it('a device already playing starts another title in its own place', async () => {
    await viewer('family');
    const [first] = await playingDevices('family', MAX_CONCURRENT_STREAMS);
    expect((await startMovie(first!.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/title/startplay/title/${ids.free.id}/format/CLEARKEY`, first!.headers)).statusCode).toBe(200);
  });

  it('a start-play retried within a progress interval leaves the session’s stream as it is; a later one renews it', async () => {
    await viewer('family');
    const [first] = await playingDevices('family', 1);
    const stream = async () => (await database.query<{ started_at: Date; last_seen_at: Date }>('SELECT started_at, last_seen_at FROM active_streams'))[0]!;
    const claimed = await stream();
    clock += PLAYED_INTERVAL_SECONDS * 1000 - 1_000;
    expect((await startMovie(first!.headers)).statusCode).toBe(200);
    expect(await stream()).toEqual(claimed);
    clock += 2_000;
    expect((await startMovie(first!.headers)).statusCode).toBe(200);
    expect((await stream()).last_seen_at.getTime()).toBe(clock);
  });

  it('stopping one frees its place at once; the stopped device’s next progress call is told, and its endplay goes through', async () => {
    await viewer('family');
    const devices = await playingDevices('family', MAX_CONCURRENT_STREAMS);
    const next = await device('family');
    const [oldest] = listedStreams(await canPlayMovie(next));
    expect((await call('DELETE', `/api/user/streams/${oldest!.id}`, next)).statusCode).toBe(204);
    expect((await canPlayMovie(next)).statusCode).toBe(200);
    expect(errorOf(await progress(devices[0]!.headers, 'played', devices[0]!.refid, 1))).toEqual([409, ERROR_CODES.playbackStreamStopped]);
    expect((await progress(devices[0]!.headers, 'endplay', devices[0]!.refid, 2)).statusCode).toBe(204);
    // A stream stopped once is not stopped again.
    expect(errorOf(await call('DELETE', `/api/user/streams/${oldest!.id}`, next))).toEqual([404, ERROR_CODES.notFound]);
  });

  it('another account’s stream is unknown here: not stopped, still counted on its own account', async () => {
    await viewer('family');
    await viewer('neighbour');
    await playingDevices('family', MAX_CONCURRENT_STREAMS);
    const [stream] = listedStreams(await canPlayMovie(await device('family')));
    const neighbour = await device('neighbour');
    expect(errorOf(await call('DELETE', `/api/user/streams/${stream!.id}`, neighbour))).toEqual([404, ERROR_CODES.notFound]);
    expect(listedStreams(await canPlayMovie(await device('family')))).toHaveLength(MAX_CONCURRENT_STREAMS);
    // The neighbour's own plays count on the neighbour's account only.
    expect((await startMovie(neighbour)).statusCode).toBe(200);
  });

  it('a stream unheard from for a while no longer counts; one heard from does; an ended one frees its place', async () => {
    await viewer('family');
    const devices = await playingDevices('family', MAX_CONCURRENT_STREAMS);
    clock += STREAM_COUNTS_FOR_MS - 1_000;
    expect((await progress(devices[1]!.headers, 'played', devices[1]!.refid, 1)).statusCode).toBe(204);
    clock += 2_000;
    // The first and third are silent past the window; the second was heard from inside it.
    expect((await canPlayMovie(await device('family'))).statusCode).toBe(200);
    expect((await progress(devices[1]!.headers, 'endplay', devices[1]!.refid, 2)).statusCode).toBe(204);
  });

  it('refuses a malformed stream id, and a signed-out caller', async () => {
    await viewer('family');
    expect(errorOf(await call('DELETE', '/api/user/streams/not-a-stream', await device('family')))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect(errorOf(await call('DELETE', '/api/user/streams/0190a6f0-0000-7000-8000-000000000000', APP_HEADERS))).toEqual([401, ERROR_CODES.sessionLoggedOut]);
  });
});
