import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, clearKeyLicenceSchema, ERROR_CODES, PPV_TEST_CLIP_SECONDS, ppvTestStreamSchema, titleIdSchema, type PpvPhase } from '@stat/contracts';
import { readMediaIndex, type MediaClip } from '@stat/media';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, buildTestApp, TEST_KEK } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { testMediaDir } from '../../test/test-media.ts';
import { movablePpvStore, type MovablePpvStore } from '../../test/ppv-clock.ts';
import { TEST_STREAMS_PER_ADDRESS } from './ppv-test-stream-routes.ts';
import { testClipKeyScope } from './ppv-test-clip.ts';

let ppv: MovablePpvStore;
let database: Database;
let app: FastifyInstance;
let clip: MediaClip;

beforeAll(async () => {
  ppv = await movablePpvStore();
  const mediaDir = await testMediaDir();
  clip = (await readMediaIndex(mediaDir)).clips.find((candidate) => candidate.kind === 'programme')!;
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    ppvStore: ppv.store,
    playback: { kek: TEST_KEK, mediaBaseUrl: '/media', mediaDir, drm: { widevineLicenseUrl: null, fairPlayLicenseUrl: null, fairPlayCertificateUrl: null } },
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const walkTo = (phase: PpvPhase) => ppv.walkTo(phase);

const errorOf = (response: { statusCode: number; json(): unknown }) => [response.statusCode, apiErrorResponseSchema.parse(response.json()).error.code];
const testStream = (headers: Record<string, string> = APP_HEADERS, format = 'CLEARKEY') => app.inject({ url: `/api/ppv/test-stream/format/${format}`, headers });
async function testStreamOk(headers: Record<string, string> = APP_HEADERS) {
  const response = await testStream(headers);
  expect(response.statusCode).toBe(200);
  return ppvTestStreamSchema.parse(response.json());
}
function licence(licenseUrl: string, kids: Buffer[], headers: Record<string, string> = APP_HEADERS) {
  const payload = JSON.stringify({ kids: kids.map((kid) => kid.toString('base64url')), type: 'temporary' });
  return app.inject({ method: 'POST', url: licenseUrl, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload });
}
const testKey = () => app.contentKeysRepository.keyOf(testClipKeyScope(clip));

describe('GET /api/ppv/test-stream/format/{fmt}', () => {
  it('before the fight, signed out: the test clip’s manifests, a licence for its key, what the stream needs', async () => {
    await walkTo('pre');
    const response = await testStream();
    expect(response.headers['cache-control']).toBe('no-store');
    const stream = await testStreamOk();
    expect(stream).toMatchObject({ format: 'CLEARKEY', uri: '/media/ppv-test/manifest.mpd', sdUri: '/media/ppv-test/sd.mpd', certificateUrl: null, durationSeconds: PPV_TEST_CLIP_SECONDS });
    const top = clip.video.reduce((best, track) => (track.height > best.height ? track : best));
    expect(stream.needs).toEqual({
      hdBitsPerSecond: top.bandwidth + clip.audio[0]!.bandwidth,
      sdBitsPerSecond: top.bandwidth + clip.audio[0]!.bandwidth,
      hdHeight: top.height,
      sdHeight: top.height,
    });
    expect(stream.speedTestUris).toHaveLength(PPV_TEST_CLIP_SECONDS / 2);
    expect(stream.speedTestUris[0]).toBe(`/media/ppv-test/${top.id}/1.m4s`);

    const key = await testKey();
    const manifest = await app.inject({ url: stream.uri });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain(`cenc:default_KID="${key.kid.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}"`);
    expect(manifest.body).toContain(`mediaPresentationDuration="PT${PPV_TEST_CLIP_SECONDS}S"`);
    const segments = await Promise.all(stream.speedTestUris.map((uri) => app.inject({ url: uri })));
    expect(segments.map((segment) => segment.statusCode)).toEqual(stream.speedTestUris.map(() => 200));
    expect((await app.inject({ url: `/media/ppv-test/${top.id}/${stream.speedTestUris.length + 1}.m4s` })).statusCode).toBe(404);

    const granted = await licence(stream.licenseUrl, [key.kid]);
    expect(granted.statusCode).toBe(200);
    expect(clearKeyLicenceSchema.parse(granted.json()).keys).toEqual([{ kty: 'oct', kid: key.kid.toString('base64url'), k: key.key.toString('base64url') }]);
  });

  it.each(['dayof', 'prepress', 'live'] as const)('open in %s', async (phase) => {
    await walkTo(phase);
    await testStreamOk();
  });

  it.each(['post', 'postpress', 'cooldown', 'sunset'] as const)('closed in %s: the check is over', async (phase) => {
    await walkTo(phase);
    expect(errorOf(await testStream())).toEqual([403, ERROR_CODES.ppvReadinessClosed]);
  });

  it('signed in: the licence token is the session’s, refused to anyone else', async () => {
    await walkTo('live');
    const headers = await signedInViewer(database, 'tester');
    const stream = await testStreamOk(headers);
    const key = await testKey();
    expect((await licence(stream.licenseUrl, [key.kid], headers)).statusCode).toBe(200);
    expect(errorOf(await licence(stream.licenseUrl, [key.kid]))).toEqual([403, ERROR_CODES.licenceWrongSession]);
    const other = await signedInViewer(database, 'someone-else');
    expect(errorOf(await licence(stream.licenseUrl, [key.kid], other))).toEqual([403, ERROR_CODES.licenceWrongSession]);
  });

  it('its licence opens the test clip only, and no other licence opens the test clip', async () => {
    await walkTo('pre');
    const stream = await testStreamOk();
    const titleKey = await app.contentKeysRepository.keyOf({ titleId: titleIdSchema.parse(clip.index), channel: null });
    const channelKey = await app.contentKeysRepository.keyOf({ titleId: titleIdSchema.parse(clip.index), channel: 'ppv' });
    const key = await testKey();
    expect(errorOf(await licence(stream.licenseUrl, [titleKey.kid]))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    expect(errorOf(await licence(stream.licenseUrl, [channelKey.kid]))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    expect(errorOf(await licence(stream.licenseUrl, [key.kid, titleKey.kid]))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    for (const content of [{ kind: 'title', titleId: titleIdSchema.parse(clip.index) }, { kind: 'channel', channel: 'ppv' }, { kind: 'channel', channel: 'shoeast' }] as const) {
      const token = app.playback.tokens.issue(content, null);
      expect(errorOf(await licence(`/api/drm/clearkey/license?token=${token}`, [key.kid]))).toEqual([403, ERROR_CODES.licenceWrongContent]);
    }
  });

  it('refuses a format that is not one, a DRM system not configured here, and any query', async () => {
    await walkTo('pre');
    expect(errorOf(await testStream(APP_HEADERS, 'PLAYREADY'))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect(errorOf(await testStream(APP_HEADERS, 'WIDEVINE'))).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
    expect(errorOf(await testStream(APP_HEADERS, 'FAIRPLAY_URI'))).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
    expect(errorOf(await app.inject({ url: '/api/ppv/test-stream/format/CLEARKEY?fresh=1', headers: APP_HEADERS }))).toEqual([400, ERROR_CODES.requestInvalid]);
  });

  it('answers 404 on a server whose media is not made (found by the fuzz run: it was a 500)', async () => {
    await walkTo('pre');
    const withoutMedia = await buildTestApp(database, { ppvStore: ppv.store });
    const response = await withoutMedia.inject({ url: '/api/ppv/test-stream/format/CLEARKEY', headers: APP_HEADERS });
    await withoutMedia.close();
    expect(errorOf(response)).toEqual([404, ERROR_CODES.notFound]);
  });

  // Last: it uses up this address's allowance.
  it(`answers at most ${TEST_STREAMS_PER_ADDRESS.max} a minute per address`, async () => {
    await walkTo('pre');
    const answers = [];
    for (let i = 0; i <= TEST_STREAMS_PER_ADDRESS.max; i++) answers.push((await testStream()).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(TEST_STREAMS_PER_ADDRESS.max);
  });
});
