import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, canPlaySchema, ERROR_CODES, startPlaySchema } from '@stat/contracts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';

const t = useTestApp();
let ids: PlayableIds;
beforeAll(async () => {
  await seedTestCatalogue(t.database);
  ids = await playableIds(t.database);
});
beforeEach(() => clearTables(t.database));

const get = (url: string, headers: Record<string, string> = APP_HEADERS) => t.app.inject({ method: 'GET', url, headers });
const errorCode = (response: { json(): unknown }) => apiErrorResponseSchema.parse(response.json()).error.code;

async function upsellViewer(id: string) {
  await insertUser(t.database, id, { registered: true, sql: { entitled: false } });
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, id)}` };
}

describe('GET /api/title/startplay/title/{id}/format/{fmt}', () => {
  it('hands a subscriber the manifests, a licence URL with a token, a play reference and the credit marker', async () => {
    const response = await get(`/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`, await signedInViewer(t.database, 'sub'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = startPlaySchema.parse(response.json());
    expect(answer).toMatchObject({
      uri: `/media/titles/${ids.movie.id}/manifest.mpd`,
      sdUri: `/media/titles/${ids.movie.id}/sd.mpd`,
      entitlement: 'SUBSCRIBER',
      creditMarkerMillis: ids.movie.duration * 1000 - 10_000,
      countdownMillis: 10_000,
      certificateUrl: null,
      preroll: null,
    });
    expect(answer.licenseUrl).toMatch(/^\/api\/drm\/clearkey\/license\?token=[\w.%-]+$/);
    expect(answer.refid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });

  it('gives each play its own reference, later plays sorting after earlier ones', async () => {
    const headers = await signedInViewer(t.database, 'sub');
    const refs = [];
    for (let i = 0; i < 3; i += 1) refs.push(startPlaySchema.parse((await get(`/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`, headers)).json()).refid);
    expect(new Set(refs).size).toBe(3);
    expect([...refs].sort()).toEqual(refs);
  });

  it('plays a free title to a signed-out visitor, with the house pre-roll', async () => {
    const response = await get(`/api/title/startplay/title/${ids.free.id}/format/CLEARKEY`);
    expect(response.statusCode).toBe(200);
    expect(startPlaySchema.parse(response.json())).toMatchObject({ entitlement: 'FREE', preroll: { creativeId: 'house-preroll', uri: '/media/preroll/manifest.mpd' } });
  });

  it('refuses a signed-out visitor a title that is not free (401), the upsell package and the unregistered (403)', async () => {
    const url = `/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`;
    const signedOut = await get(url);
    expect([signedOut.statusCode, errorCode(signedOut)]).toEqual([401, ERROR_CODES.playbackSignInRequired]);
    const upsell = await get(url, await upsellViewer('upsell'));
    expect([upsell.statusCode, errorCode(upsell)]).toEqual([403, ERROR_CODES.playbackNotInPackage]);
    await insertUser(t.database, 'new');
    const unregistered = await get(url, { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'new')}` });
    expect([unregistered.statusCode, errorCode(unregistered)]).toEqual([403, ERROR_CODES.playbackNotAuthorized]);
  });

  it('refuses a title above the profile’s rating limits', async () => {
    const headers = await signedInViewer(t.database, 'kid', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const response = await get(`/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`, headers);
    expect([response.statusCode, errorCode(response)]).toEqual([403, ERROR_CODES.playbackRestricted]);
  });

  it('answers a DRM system that is not configured with error.drm.formatUnsupported', async () => {
    const headers = await signedInViewer(t.database, 'sub');
    for (const format of ['WIDEVINE', 'FAIRPLAY_URI']) {
      const response = await get(`/api/title/startplay/title/${ids.movie.id}/format/${format}`, headers);
      expect([response.statusCode, errorCode(response)]).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
    }
  });

  it('refuses bad input in the error shape: an unknown format, a bad id, an unknown title', async () => {
    const headers = await signedInViewer(t.database, 'sub');
    for (const url of [`/api/title/startplay/title/${ids.movie.id}/format/PLAYREADY`, '/api/title/startplay/title/abc/format/CLEARKEY', '/api/title/startplay/title/-1/format/CLEARKEY']) {
      const response = await get(url, headers);
      expect([response.statusCode, errorCode(response)]).toEqual([400, ERROR_CODES.requestInvalid]);
    }
    const unknown = await get('/api/title/startplay/title/999999/format/CLEARKEY', headers);
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, ERROR_CODES.notFound]);
  });
});

describe('GET /api/title/canplay/title/{id}', () => {
  it('says whether and why the viewer may play, without a token', async () => {
    const yes = await get(`/api/title/canplay/title/${ids.movie.id}`, await signedInViewer(t.database, 'sub'));
    expect(canPlaySchema.parse(yes.json())).toEqual({ canPlay: true, entitlement: 'SUBSCRIBER' });
    const free = await get(`/api/title/canplay/title/${ids.free.id}`);
    expect(canPlaySchema.parse(free.json())).toEqual({ canPlay: true, entitlement: 'FREE' });
    const no = await get(`/api/title/canplay/title/${ids.movie.id}`);
    expect([no.statusCode, errorCode(no)]).toEqual([401, ERROR_CODES.playbackSignInRequired]);
  });
});

describe('channels', () => {
  it('starts a live channel for a subscriber: its live manifests, no credit marker or pre-roll', async () => {
    const headers = await signedInViewer(t.database, 'sub');
    for (const channel of ['shoeast', 'showest']) {
      const response = await get(`/api/channel/startplay/${channel}/format/CLEARKEY`, headers);
      expect(response.statusCode).toBe(200);
      expect(startPlaySchema.parse(response.json())).toMatchObject({
        uri: `/media/channels/${channel}/manifest.mpd`,
        sdUri: `/media/channels/${channel}/sd.mpd`,
        entitlement: 'SUBSCRIBER',
        creditMarkerMillis: null,
        preroll: null,
      });
      expect(canPlaySchema.parse((await get(`/api/channel/canplay/${channel}`, headers)).json()).canPlay).toBe(true);
    }
  });

  it('refuses the live channels signed out and to the upsell package', async () => {
    const signedOut = await get('/api/channel/startplay/shoeast/format/CLEARKEY');
    expect([signedOut.statusCode, errorCode(signedOut)]).toEqual([401, ERROR_CODES.playbackSignInRequired]);
    const upsell = await get('/api/channel/canplay/showest', await upsellViewer('upsell'));
    expect([upsell.statusCode, errorCode(upsell)]).toEqual([403, ERROR_CODES.playbackNotInPackage]);
  });

  it('refuses the pay-per-view channel before its event (ppv-channel-routes.test.ts has the rest)', async () => {
    const response = await get('/api/channel/startplay/ppv/format/CLEARKEY', await signedInViewer(t.database, 'sub'));
    expect([response.statusCode, errorCode(response)]).toEqual([403, ERROR_CODES.ppvNotOpen]);
  });

  it('refuses an unknown channel id in the error shape', async () => {
    const response = await get('/api/channel/canplay/shonorth', await signedInViewer(t.database, 'sub'));
    expect([response.statusCode, errorCode(response)]).toEqual([400, ERROR_CODES.requestInvalid]);
  });
});
