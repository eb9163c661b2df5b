import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, canPlaySchema, ERROR_CODES, MAX_CONCURRENT_STREAMS, startPlaySchema, titleIdSchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import type { LicensedContent } from './licence-token.ts';
import { signedInViewer, type RatingLimitsRow } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, buildTestApp, insertSession, TEST_PLAYBACK } from '../../test/test-app.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

/*
 * The pay-per-view channel and replay against the seed event at its own dates (no clock file):
 * doors 2026-12-13T00:00Z, main event 03:00, end 05:00; so live from 00:00, post from 05:00,
 * postpress from 07:00, cooldown from 17:00, sunset seven days after the end.
 */
const at = (iso: string) => Date.parse(iso);
const DOORS = at('2026-12-13T00:00:00Z');
const MAIN = at('2026-12-13T03:00:00Z');
const END = at('2026-12-13T05:00:00Z');
const COOLDOWN = at('2026-12-13T17:00:00Z');
const SUNSET = at('2026-12-20T05:00:00Z');
const PRODUCT = 'ppv-okafor-vukovic';
const PRICE = 7999;
const REPLAY = titleIdSchema.parse(30007);

let database: Database;
let app: FastifyInstance;
/** The app's clock: each test puts it in the phase it needs. */
let clock = DOORS;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    playback: { ...TEST_PLAYBACK, now: () => clock },
  });
  await seedTestCatalogue(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  clock = DOORS + 3_600_000;
  await clearTables(database);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = APP_HEADERS) => app.inject({ method: 'GET', url, headers });
const errorOf = (response: { statusCode: number; json(): unknown }) => [response.statusCode, apiErrorResponseSchema.parse(response.json()).error.code];
const errorBody = (response: { json(): unknown }) => apiErrorResponseSchema.parse(response.json()).error;
const START = '/api/ppv/channel/startplay/format/CLEARKEY/at/0';

/** A signed-in viewer who has paid for the event: the row the purchase writes. */
async function buyer(id: string, restrictions?: RatingLimitsRow): Promise<Headers> {
  const headers = await signedInViewer(database, id, restrictions);
  const claim = await app.ppvPurchases.claim({ tveUserId: id, productId: PRODUCT, description: 'Okafor vs. Vukovic', eventDate: new Date(MAIN) });
  await app.ppvPurchases.pay(claim!, { amountInCents: PRICE, paymentMethod: 'VISA X-1111 EXP 12/2030', invoiceId: `inv-${id}`, orderNumber: `o-${id}`, paidAt: new Date(DOORS - 86_400_000) });
  return headers;
}

function licence(licenseUrl: string, kids: string[], headers: Headers) {
  return app.inject({ method: 'POST', url: licenseUrl, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: JSON.stringify({ kids, type: 'temporary' }) });
}
/** The kid of the program on the ppv channel now. */
async function channelKid(): Promise<string> {
  const onNow = (await app.playback.channels.playingAt('ppv', clock))!;
  return (await app.contentKeysRepository.keyOf({ titleId: onNow.titleId, channel: 'ppv' })).kid.toString('base64url');
}
/**
 * `url` refused just before `opens` (not open, naming when it opens) and from `closes` (over),
 * answered at `opens`, just before `closes` and at each of `inside`.
 */
async function expectWindow(url: string, headers: Headers, opens: number, closes: number, inside: number[]) {
  const cases: [number, number, string | null][] = [
    [opens - 1, 403, ERROR_CODES.ppvNotOpen],
    [opens, 200, null],
    ...inside.map((instant): [number, number, null] => [instant, 200, null]),
    [closes - 1, 200, null],
    [closes, 403, ERROR_CODES.ppvOver],
  ];
  for (const [instant, status, code] of cases) {
    clock = instant;
    const response = await get(url, headers);
    expect([instant, response.statusCode]).toEqual([instant, status]);
    if (code) expect(errorOf(response)).toEqual([status, code]);
  }
  clock = opens - 1;
  expect(errorBody(await get(url, headers)).fix).toEqual({ kind: 'opens', target: 'ppv', at: opens });
}
/** A licence token of `content` for the session of `headers`, issued now, as start-play would. */
async function tokenFor(content: LicensedContent, headers: Headers): Promise<string> {
  return app.playback.tokens.issue(content, (await app.sessionsRepository.findByToken(headers.cookie!.slice('stat_sid='.length)))!.id);
}
const plays = (id: string) => app.ppvChannelPlays.list(id, PRODUCT);

describe('GET /api/ppv/channel/startplay/format/{fmt}/at/0', () => {
  it('hands a buyer the channel’s live manifests and a licence, and records the start with its play ref', async () => {
    const headers = await buyer('fan');
    const response = await get(START, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = startPlaySchema.parse(response.json());
    expect(answer).toMatchObject({ uri: '/media/channels/ppv/manifest.mpd', sdUri: '/media/channels/ppv/sd.mpd', preroll: null, creditMarkerMillis: null });
    const recorded = await plays('fan');
    expect(recorded).toMatchObject([{ playRef: answer.refid, startedAt: new Date(clock), lastSeenAt: new Date(clock), endedAt: null, failedByUs: false }]);
    const key = await licence(answer.licenseUrl, [await channelKid()], headers);
    expect(key.statusCode).toBe(200);
  });

  it('refuses a viewer who has not bought, naming the fix with the price, and records nothing', async () => {
    const headers = await signedInViewer(database, 'browser');
    const response = await get(START, headers);
    expect(errorOf(response)).toEqual([403, ERROR_CODES.ppvNotBought]);
    expect(errorBody(response).fix).toEqual({ kind: 'buy', target: 'ppv', priceInCents: PRICE });
    expect(await plays('browser')).toEqual([]);
  });

  it('asks a signed-out visitor to sign in first', async () => {
    expect(errorOf(await get(START))).toEqual([401, ERROR_CODES.playbackSignInRequired]);
  });

  it('opens at doors and closes when the cooldown starts, saying when it opens before then', async () => {
    const headers = await buyer('fan');
    await expectWindow(START, headers, DOORS, COOLDOWN, [END]);
  });

  it('refuses a DRM system not configured here, and a format that is no format', async () => {
    const headers = await buyer('fan');
    expect(errorOf(await get('/api/ppv/channel/startplay/format/WIDEVINE/at/0', headers))).toEqual([400, ERROR_CODES.drmFormatUnsupported]);
    expect(errorOf(await get('/api/ppv/channel/startplay/format/BETAMAX/at/0', headers))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect(errorOf(await get('/api/ppv/channel/startplay/format/CLEARKEY/at/5', headers))[0]).toBe(404);
    expect(await plays('fan')).toEqual([]);
  });

  it('refuses a buyer’s profile whose rating limits are below the broadcast', async () => {
    const headers = await buyer('kid', { movie: 'MOVIE_G', tv: 'TV_Y' });
    expect(errorOf(await get(START, headers))).toEqual([403, ERROR_CODES.playbackRestricted]);
  });
});

describe('channel/canplay/ppv and channel/startplay/ppv agree with the ppv start-play', () => {
  it('lets a buyer in and refuses a non-buyer with the price, by the same rule', async () => {
    const fan = await buyer('fan');
    const other = await signedInViewer(database, 'other');
    expect(canPlaySchema.parse((await get('/api/channel/canplay/ppv', fan)).json()).canPlay).toBe(true);
    const refused = await get('/api/channel/canplay/ppv', other);
    expect(errorOf(refused)).toEqual([403, ERROR_CODES.ppvNotBought]);
    expect(errorBody(refused).fix).toEqual({ kind: 'buy', target: 'ppv', priceInCents: PRICE });
    expect((await get('/api/channel/startplay/ppv/format/CLEARKEY', fan)).statusCode).toBe(200);
    expect(errorOf(await get('/api/channel/startplay/ppv/format/CLEARKEY', other))).toEqual([403, ERROR_CODES.ppvNotBought]);
    expect(await plays('fan')).toHaveLength(1);
    clock = COOLDOWN;
    expect(errorOf(await get('/api/channel/canplay/ppv', fan))).toEqual([403, ERROR_CODES.ppvOver]);
  });

  it('before the doors, tells buyer and non-buyer alike when it opens; the event page asks this before its watch button', async () => {
    clock = DOORS - 3_600_000;
    for (const headers of [await buyer('fan'), await signedInViewer(database, 'other'), APP_HEADERS]) {
      const refused = await get('/api/channel/canplay/ppv', headers);
      expect(errorOf(refused)).toEqual([403, ERROR_CODES.ppvNotOpen]);
      expect(errorBody(refused).fix).toEqual({ kind: 'opens', target: 'ppv', at: DOORS });
    }
  });

  it('a buyer already watching on as many devices as the account may is told which, to stop one', async () => {
    await buyer('family');
    const device = async () => ({ ...APP_HEADERS, cookie: `stat_sid=${await insertSession(database, 'family')}` });
    for (let i = 0; i < MAX_CONCURRENT_STREAMS; i += 1) expect((await get(START, await device())).statusCode).toBe(200);
    const refused = await get('/api/channel/canplay/ppv', await device());
    expect(errorOf(refused)).toEqual([403, ERROR_CODES.playbackTooManyStreams]);
    const { fix } = errorBody(refused);
    expect(fix?.kind === 'stopAStream' && fix.streams).toHaveLength(MAX_CONCURRENT_STREAMS);
  });
});

describe('the ppv channel’s licences', () => {
  it('checks the purchase and the window again: a refunded buyer or a closed window gets no key, token or not', async () => {
    const headers = await buyer('fan');
    const { licenseUrl } = startPlaySchema.parse((await get(START, headers)).json());
    const kid = await channelKid();
    expect((await licence(licenseUrl, [kid], headers)).statusCode).toBe(200);

    // The window closes: the token (still young) opens nothing.
    clock = COOLDOWN;
    const late = await tokenFor({ kind: 'channel', channel: 'ppv' }, headers);
    expect(errorOf(await licence(`/api/drm/clearkey/license?token=${late}`, [kid], headers))).toEqual([403, ERROR_CODES.ppvOver]);

    // A refund (the purchase gone): refused with the price again.
    clock = DOORS + 3_600_000;
    await database.query('DELETE FROM ppv_purchases');
    expect(errorOf(await licence(licenseUrl, [kid], headers))).toEqual([403, ERROR_CODES.ppvNotBought]);
  });

  it('never releases the channel’s key on a token of a session that has not bought', async () => {
    const other = await signedInViewer(database, 'other');
    const token = await tokenFor({ kind: 'channel', channel: 'ppv' }, other);
    expect(errorOf(await licence(`/api/drm/clearkey/license?token=${token}`, [await channelKid()], other))).toEqual([403, ERROR_CODES.ppvNotBought]);
  });

  it('releases only keys of the broadcast’s live window', async () => {
    const headers = await buyer('fan');
    const { licenseUrl } = startPlaySchema.parse((await get(START, headers)).json());
    const shoeastKid = (await app.contentKeysRepository.keyOf({ titleId: REPLAY, channel: 'shoeast' })).kid.toString('base64url');
    expect(errorOf(await licence(licenseUrl, [shoeastKid], headers))).toEqual([403, ERROR_CODES.licenceWrongContent]);
  });
});

describe('GET /api/ppv/channel/{played|pause|endplay}/at/{sec}', () => {
  const report = (headers: Headers, event: string, sec: number | string = 60) => get(`/api/ppv/channel/${event}/at/${sec}`, headers);

  it('moves the viewer’s own open play on, and ends it at endplay', async () => {
    const headers = await buyer('fan');
    await get(START, headers);
    clock += 30_000;
    expect((await report(headers, 'played')).statusCode).toBe(204);
    expect(await plays('fan')).toMatchObject([{ lastSeenAt: new Date(clock), endedAt: null }]);
    clock += 30_000;
    expect((await report(headers, 'pause')).statusCode).toBe(204);
    clock += 30_000;
    expect((await report(headers, 'endplay')).statusCode).toBe(204);
    expect(await plays('fan')).toMatchObject([{ lastSeenAt: new Date(clock), endedAt: new Date(clock) }]);
    // Ended: nothing open to record on.
    expect(errorOf(await report(headers, 'played'))).toEqual([404, ERROR_CODES.notFound]);
  });

  it('never touches another user’s play', async () => {
    const fan = await buyer('fan');
    await get(START, fan);
    const [before] = await plays('fan');
    const other = await buyer('other');
    clock += 60_000;
    expect(errorOf(await report(other, 'endplay'))).toEqual([404, ERROR_CODES.notFound]);
    expect(await plays('fan')).toEqual([before]);
  });

  it('wants a signed-in viewer, the app’s CSRF headers and a whole number of seconds', async () => {
    const headers = await buyer('fan');
    await get(START, headers);
    expect(errorOf(await report(APP_HEADERS, 'played'))).toEqual([401, ERROR_CODES.sessionLoggedOut]);
    expect((await report({ cookie: headers.cookie! }, 'played')).statusCode).toBe(403);
    expect(errorOf(await report(headers, 'played', 'soon'))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect(errorOf(await report(headers, 'played', -1))).toEqual([400, ERROR_CODES.requestInvalid]);
    expect((await report(headers, 'resume')).statusCode).toBe(404);
    expect(await plays('fan')).toMatchObject([{ lastSeenAt: new Date(clock) }]);
  });
});

describe('the replay (the event file’s replayTitleId)', () => {
  const REPLAY_START = `/api/title/startplay/title/${REPLAY}/format/CLEARKEY`;

  it('plays to buyers from the post phase until the sunset, and not around it', async () => {
    const headers = await buyer('fan');
    await expectWindow(REPLAY_START, headers, END, SUNSET, [COOLDOWN]);
  });

  it('refuses a subscriber who has not bought, with the price, and a signed-out visitor', async () => {
    clock = END + 60_000;
    const response = await get(REPLAY_START, await signedInViewer(database, 'sub'));
    expect(errorOf(response)).toEqual([403, ERROR_CODES.ppvNotBought]);
    expect(errorBody(response).fix).toEqual({ kind: 'buy', target: 'ppv', priceInCents: PRICE });
    expect(errorOf(await get(`/api/title/canplay/title/${REPLAY}`))).toEqual([401, ERROR_CODES.playbackSignInRequired]);
  });

  it('gives the replay’s key to a buyer, and none once the sunset comes', async () => {
    clock = END + 60_000;
    const headers = await buyer('fan');
    const { licenseUrl } = startPlaySchema.parse((await get(REPLAY_START, headers)).json());
    const kid = (await app.contentKeysRepository.keyOf({ titleId: REPLAY, channel: null })).kid.toString('base64url');
    expect((await licence(licenseUrl, [kid], headers)).statusCode).toBe(200);
    clock = SUNSET;
    const token = await tokenFor({ kind: 'title', titleId: REPLAY }, headers);
    expect(errorOf(await licence(`/api/drm/clearkey/license?token=${token}`, [kid], headers))).toEqual([403, ERROR_CODES.ppvOver]);
  });
});
