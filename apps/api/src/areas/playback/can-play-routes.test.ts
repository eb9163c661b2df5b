import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, canPlaySchema, DUNNING_SUBSCRIPTION_STATUS, ERROR_CODES, type PlayFix } from '@stat/contracts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';

/*
 * "Why can't I play this?" through the app (issue 29, part 1): can-play answers each kind of
 * viewer's reason with its fix, and start-play refuses with the very same error, so the page and
 * the player never disagree. The rule's whole table is play-refusal.test.ts; the licence server
 * asks the same rule (licence-routes.test.ts).
 */

type Headers = Record<string, string>;
/** The answer of a call: the refusal's status, code and fix, or the may-play answer. */
async function outcome(response: { statusCode: number; json(): unknown }) {
  if (response.statusCode === 200) return { status: 200, ...canPlaySchema.parse(response.json()) };
  const { error } = apiErrorResponseSchema.parse(response.json());
  return { status: response.statusCode, code: error.code, fix: error.fix };
}

/** A registered viewer with these users columns (and these of its billing info), signed in. */
async function viewer(database: Parameters<typeof insertUser>[0], id: string, sql: Record<string, unknown>, bi: Record<string, string> = {}): Promise<Headers> {
  await insertUser(database, id, { registered: true, sql: { legal: true, ...sql } });
  await database.query('UPDATE users SET bi = bi || $2::jsonb WHERE tve_user_id = $1', [id, JSON.stringify(bi)]);
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(database, id)}` };
}

describe('ott: the plan that unlocks, and the failed payment', () => {
  const t = useTestApp({ config: { variant: 'ott' } });
  let ids: PlayableIds;
  beforeAll(async () => {
    await seedTestCatalogue(t.database);
    ids = await playableIds(t.database);
  });
  beforeEach(() => clearTables(t.database));
  const canPlay = async (headers: Headers) => outcome(await t.app.inject({ method: 'GET', url: `/api/title/canplay/title/${ids.movie.id}`, headers }));
  const startPlay = async (headers: Headers) => outcome(await t.app.inject({ method: 'GET', url: `/api/title/startplay/title/${ids.movie.id}/format/CLEARKEY`, headers }));

  it('a viewer who never subscribed is offered the paywall’s first plan; start-play says the same', async () => {
    const headers = await viewer(t.database, 'newcomer', { entitled: false });
    const expected = {
      status: 403,
      code: ERROR_CODES.playbackNotSubscribed,
      fix: { kind: 'subscribe', target: 'continuePurchase', productCode: 'STAT_PREMIUM_MONTHLY', planSummary: 'Premium, $14.99 a month', lapsed: false } satisfies PlayFix,
    };
    expect(await canPlay(headers)).toEqual(expected);
    expect(await startPlay(headers)).toEqual(expected);
  });

  it('a lapsed viewer is offered its own plan again, while it is on sale', async () => {
    const headers = await viewer(t.database, 'lapsed', { entitled: false, current_product_id: 'STAT_ESSENTIAL_ANNUAL' }, { subscriptionStatus: 'EXPIRED' });
    expect(await canPlay(headers)).toEqual({
      status: 403,
      code: ERROR_CODES.playbackLapsed,
      fix: { kind: 'subscribe', target: 'continuePurchase', productCode: 'STAT_ESSENTIAL_ANNUAL', planSummary: 'Essential, $99.99 a year', lapsed: true },
    });
  });

  it('a viewer whose payment is being retried plays, told how to keep playing; a subscriber in good standing is told nothing', async () => {
    const dunning = await viewer(t.database, 'dunning', { current_product_id: 'STAT_PREMIUM_MONTHLY' }, { subscriptionStatus: DUNNING_SUBSCRIPTION_STATUS });
    expect(await canPlay(dunning)).toEqual({ status: 200, canPlay: true, entitlement: 'SUBSCRIBER', notice: { kind: 'editBilling', target: 'settings' } });
    const active = await viewer(t.database, 'active', { current_product_id: 'STAT_PREMIUM_MONTHLY' }, { subscriptionStatus: 'ACTIVE' });
    expect(await canPlay(active)).toEqual({ status: 200, canPlay: true, entitlement: 'SUBSCRIBER' });
  });
});

describe('stat: the provider’s package, the profile, the limits', () => {
  const t = useTestApp();
  let ids: PlayableIds;
  beforeAll(async () => {
    await seedTestCatalogue(t.database);
    ids = await playableIds(t.database);
  });
  beforeEach(() => clearTables(t.database));
  const canPlay = async (headers: Headers = APP_HEADERS) => outcome(await t.app.inject({ method: 'GET', url: `/api/title/canplay/title/${ids.movie.id}`, headers }));

  it('names each reason’s fix: sign in, finish setting up, the upsell', async () => {
    expect(await canPlay()).toEqual({ status: 401, code: ERROR_CODES.playbackSignInRequired, fix: { kind: 'signIn' } });
    await insertUser(t.database, 'unregistered');
    expect(await canPlay({ ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'unregistered')}` })).toEqual({
      status: 403,
      code: ERROR_CODES.playbackNotAuthorized,
      fix: { kind: 'finishSetUp' },
    });
    expect(await canPlay(await viewer(t.database, 'no-package', { entitled: false, mso_id: 101 }))).toEqual({ status: 403, code: ERROR_CODES.playbackNotInPackage, fix: { kind: 'upsell' } });
  });

  it('above the limits: the rating and the limit as Settings shows them, and that this primary may change them', async () => {
    const restricted = await signedInViewer(t.database, 'restricted', { movie: 'MOVIE_G', tv: 'TV_Y' });
    expect(await canPlay(restricted)).toEqual({
      status: 403,
      code: ERROR_CODES.playbackRestricted,
      fix: { kind: 'restrictions', target: 'settings', rating: expect.any(String), limit: expect.stringMatching(/^(G|TV-Y)$/), changedBy: 'you' },
    });
  });
});
