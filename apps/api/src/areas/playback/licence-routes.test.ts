import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, clearKeyLicenceSchema, ERROR_CODES, startPlaySchema, titleIdSchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import type { KeyScope } from './content-keys-repository.ts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, TEST_PLAYBACK } from '../../test/test-app.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

let database: Database;
let app: FastifyInstance;
let ids: PlayableIds;
/** The app's clock: tests move it to age tokens. */
let clock = Date.now();
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
  clock = Date.now();
  await clearTables(database);
});

const errorOf = (response: { statusCode: number; json(): unknown }) => [response.statusCode, apiErrorResponseSchema.parse(response.json()).error.code];
const kidOf = async (scope: KeyScope) => (await app.contentKeysRepository.keyOf(scope)).kid.toString('base64url');

async function startPlay(path: string, headers: Record<string, string> = APP_HEADERS) {
  const response = await app.inject({ method: 'GET', url: `/api/${path}/format/CLEARKEY`, headers });
  expect(response.statusCode).toBe(200);
  return startPlaySchema.parse(response.json()).licenseUrl;
}

function licence(licenseUrl: string, kids: string[], headers: Record<string, string> = APP_HEADERS) {
  // As a CDM's message reaches the server: JSON bytes, whatever the content type says.
  return app.inject({ method: 'POST', url: licenseUrl, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: JSON.stringify({ kids, type: 'temporary' }) });
}

describe('POST /api/drm/clearkey/license', () => {
  it('releases a title’s key to the session start-play issued the token to, in the W3C ClearKey format', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, headers);
    const key = await app.contentKeysRepository.keyOf({ titleId: ids.movie.id, channel: null });
    const response = await licence(url, [key.kid.toString('base64url')], headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(clearKeyLicenceSchema.parse(response.json())).toEqual({ keys: [{ kty: 'oct', kid: key.kid.toString('base64url'), k: key.key.toString('base64url') }], type: 'temporary' });
  });

  it('releases a free title’s key to a signed-out visitor', async () => {
    const url = await startPlay(`title/startplay/title/${ids.free.id}`);
    const response = await licence(url, [await kidOf({ titleId: ids.free.id, channel: null })]);
    expect(response.statusCode).toBe(200);
  });

  it('never releases a title that is not free to a signed-out visitor, even with a token', async () => {
    const token = app.playback.tokens.issue({ kind: 'title', titleId: ids.movie.id }, null);
    const response = await licence(`/api/drm/clearkey/license?token=${token}`, [await kidOf({ titleId: ids.movie.id, channel: null })]);
    expect(errorOf(response)).toEqual([401, ERROR_CODES.playbackSignInRequired]);
  });

  it('never releases a key above the profile’s rating limits, nor to an upsell package', async () => {
    const kid = await kidOf({ titleId: ids.movie.id, channel: null });
    const token = async (cookie: string) => app.playback.tokens.issue({ kind: 'title', titleId: ids.movie.id }, (await app.sessionsRepository.findByToken(cookie.slice('stat_sid='.length)))!.id);

    const restricted = await signedInViewer(database, 'kid', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    expect(errorOf(await licence(`/api/drm/clearkey/license?token=${await token(restricted.cookie!)}`, [kid], restricted))).toEqual([403, ERROR_CODES.playbackRestricted]);

    await insertUser(database, 'upsell', { registered: true, sql: { entitled: false } });
    const upsell = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(database, 'upsell')}` };
    expect(errorOf(await licence(`/api/drm/clearkey/license?token=${await token(upsell.cookie)}`, [kid], upsell))).toEqual([403, ERROR_CODES.playbackNotInPackage]);
  });

  it('refuses a token for another title: its keys are other content', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, headers);
    const other = await kidOf({ titleId: ids.otherMovie.id, channel: null });
    expect(errorOf(await licence(url, [other], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    // Nor slipped in beside the right one, nor a KID nobody has.
    expect(errorOf(await licence(url, [await kidOf({ titleId: ids.movie.id, channel: null }), other], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    expect(errorOf(await licence(url, ['AAAAAAAAAAAAAAAAAAAAAA'], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
  });

  it('refuses a token issued to another session', async () => {
    const mine = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, mine);
    const theirs = await signedInViewer(database, 'other');
    const kid = await kidOf({ titleId: ids.movie.id, channel: null });
    expect(errorOf(await licence(url, [kid], theirs))).toEqual([403, ERROR_CODES.licenceWrongSession]);
    expect(errorOf(await licence(url, [kid], APP_HEADERS))).toEqual([403, ERROR_CODES.licenceWrongSession]);
  });

  it('answers replays within the token’s life and refuses them past it', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, headers);
    const kid = await kidOf({ titleId: ids.movie.id, channel: null });
    expect((await licence(url, [kid], headers)).statusCode).toBe(200);
    clock += 60_000;
    expect((await licence(url, [kid], headers)).statusCode).toBe(200);
    clock += 60_001;
    expect(errorOf(await licence(url, [kid], headers))).toEqual([403, ERROR_CODES.licenceTokenExpired]);
  });

  it('refuses a forged or tampered token, and bad requests, in the error shape', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, headers);
    const kid = await kidOf({ titleId: ids.movie.id, channel: null });
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(`title:${ids.movie.id}`, `title:${ids.otherMovie.id}`)).toString('base64url');
    for (const bad of [`${forged}.${mac}`, 'nonsense', `${payload}.${mac}.x`]) {
      expect(errorOf(await licence(`/api/drm/clearkey/license?token=${bad}`, [kid], headers))).toEqual([403, ERROR_CODES.licenceTokenInvalid]);
    }
    const post = (payloadText: string, target = url) => app.inject({ method: 'POST', url: target, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: payloadText });
    for (const body of ['not json', '{}', JSON.stringify({ kids: [] }), JSON.stringify({ kids: ['short'] }), JSON.stringify({ kids: [kid], type: 'other' })]) {
      expect(errorOf(await post(body))).toEqual([400, ERROR_CODES.requestInvalid]);
    }
    expect(errorOf(await post(JSON.stringify({ kids: [kid] }), '/api/drm/clearkey/license'))).toEqual([400, ERROR_CODES.requestInvalid]);
  });

  it('is refused without the app’s headers (CSRF)', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay(`title/startplay/title/${ids.movie.id}`, headers);
    const response = await app.inject({ method: 'POST', url, headers: { cookie: headers.cookie!, 'sec-fetch-site': 'cross-site' }, payload: '{}' });
    expect(errorOf(response)).toEqual([403, ERROR_CODES.requestForbidden]);
  });
});

describe('live channel licences', () => {
  it('releases the key of the program on now, and refuses a program not in the channel’s live window', async () => {
    const headers = await signedInViewer(database, 'sub');
    const url = await startPlay('channel/startplay/shoeast', headers);
    const [onNow] = await app.playback.channels.liveWindow('shoeast', clock).then((programs) => programs.filter((program) => program.start <= clock).slice(-1));
    const kid = await kidOf({ titleId: onNow!.titleId, channel: 'shoeast' });
    expect((await licence(url, [kid], headers)).statusCode).toBe(200);
    // The same title's on-demand key, and another channel's key, are other content.
    expect(errorOf(await licence(url, [await kidOf({ titleId: onNow!.titleId, channel: null })], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    expect(errorOf(await licence(url, [await kidOf({ titleId: onNow!.titleId, channel: 'showest' })], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    const window = await app.playback.channels.liveWindow('shoeast', clock);
    const [other] = await database.query<{ id: number }>('SELECT id FROM titles WHERE NOT (id = ANY($1)) ORDER BY id LIMIT 1', [window.map((program) => program.titleId)]);
    const elsewhere = { id: titleIdSchema.parse(other!.id) };
    expect(errorOf(await licence(url, [await kidOf({ titleId: elsewhere.id, channel: 'shoeast' })], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
  });
});

describe('Widevine and FairPlay, proxied to their configured licence servers', () => {
  let upstream: FastifyInstance;
  let proxied: FastifyInstance;
  const received: { path: string; contentType: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for the DRM vendors' licence servers: a real HTTP server that records what reaches it.
    upstream = Fastify();
    upstream.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    upstream.post('/widevine', async (request, reply) => {
      received.push({ path: '/widevine', contentType: request.headers['content-type'], body: (request.body as Buffer).toString('base64') });
      return reply.type('application/octet-stream').send(Buffer.from('widevine-licence'));
    });
    upstream.post('/fairplay', async (request, reply) => {
      received.push({ path: '/fairplay', contentType: request.headers['content-type'], body: (request.body as Buffer).toString('utf8') });
      return reply.type('text/plain').send('<ckc>ZmFpcnBsYXk=</ckc>');
    });
    upstream.get('/certificate', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.from('certificate-bytes')));
    const origin = await upstream.listen({ port: 0, host: '127.0.0.1' });
    proxied = await buildTestApp(database, {
      playback: {
        ...TEST_PLAYBACK,
        drm: { widevineLicenseUrl: `${origin}/widevine`, fairPlayLicenseUrl: `${origin}/fairplay`, fairPlayCertificateUrl: `${origin}/certificate` },
      },
    });
  });
  afterAll(async () => {
    await proxied.close();
    await upstream.close();
  });

  async function licenceUrl(format: 'WIDEVINE' | 'FAIRPLAY_URI', headers: Record<string, string>) {
    const response = await proxied.inject({ method: 'GET', url: `/api/title/startplay/title/${ids.movie.id}/format/${format}`, headers });
    expect(response.statusCode).toBe(200);
    return startPlaySchema.parse(response.json());
  }

  it('forwards a Widevine challenge of an entitled session and answers the licence server’s reply', async () => {
    const headers = await signedInViewer(database, 'sub');
    const { licenseUrl, certificateUrl } = await licenceUrl('WIDEVINE', headers);
    expect([licenseUrl.startsWith('/api/drm/widevine/license?token='), certificateUrl]).toEqual([true, null]);
    const challenge = Buffer.from([8, 4, 18, 0, 1, 2, 3]);
    const response = await proxied.inject({ method: 'POST', url: licenseUrl, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: challenge });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString()).toBe('widevine-licence');
    expect(received.at(-1)).toEqual({ path: '/widevine', contentType: 'application/octet-stream', body: challenge.toString('base64') });
  });

  it('forwards FairPlay’s spc and assetId as a form, and serves the configured certificate', async () => {
    const headers = await signedInViewer(database, 'sub');
    const { licenseUrl, certificateUrl } = await licenceUrl('FAIRPLAY_URI', headers);
    const form = new URLSearchParams({ spc: 'c3BjLWJ5dGVz', assetId: String(ids.movie.id) }).toString();
    const response = await proxied.inject({ method: 'POST', url: licenseUrl, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<ckc>ZmFpcnBsYXk=</ckc>');
    expect(received.at(-1)).toEqual({ path: '/fairplay', contentType: 'application/x-www-form-urlencoded', body: form });
    const certificate = await proxied.inject({ method: 'GET', url: certificateUrl! });
    expect([certificate.statusCode, certificate.rawPayload.toString()]).toEqual([200, 'certificate-bytes']);
  });

  it('forwards nothing for a viewer who may not play, a bad token, or a form without spc', async () => {
    const before = received.length;
    const sub = await signedInViewer(database, 'sub');
    const { licenseUrl } = await licenceUrl('FAIRPLAY_URI', sub);
    const restricted = await signedInViewer(database, 'kid', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const token = app.playback.tokens.issue({ kind: 'title', titleId: ids.movie.id }, (await app.sessionsRepository.findByToken(restricted.cookie!.slice('stat_sid='.length)))!.id);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const post = (url: string, headers: Record<string, string>, payload: string) => proxied.inject({ method: 'POST', url, headers: { ...headers, ...form }, payload });
    expect(errorOf(await post(`/api/drm/fairplay/license?token=${token}`, restricted, 'spc=a&assetId=1'))).toEqual([403, ERROR_CODES.playbackRestricted]);
    expect(errorOf(await post('/api/drm/widevine/license?token=forged.token', sub, 'x'))).toEqual([403, ERROR_CODES.licenceTokenInvalid]);
    expect(errorOf(await post(licenseUrl, sub, 'assetId=1'))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect(received.length).toBe(before);
  });

  it('answers error.drm.formatUnsupported where the system is not configured', async () => {
    const headers = await signedInViewer(database, 'sub');
    expect(errorOf(await app.inject({ method: 'POST', url: '/api/drm/widevine/license?token=x', headers, payload: 'x' }))).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
    expect(errorOf(await app.inject({ method: 'GET', url: '/api/drm/fairplay/certificate' }))).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
  });
});
