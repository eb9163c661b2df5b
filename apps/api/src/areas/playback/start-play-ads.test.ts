import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPlaySchema } from '@stat/contracts';
import { EMPTY_BI } from '../start-up/users-repository.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';

// Ads by plan, ott: start-play answers the house pre-roll from the viewer's plan (seed/plans.json).
const t = useTestApp({ config: { variant: 'ott' } });
let ids: PlayableIds;
beforeAll(async () => {
  await seedTestCatalogue(t.database);
  ids = await playableIds(t.database);
});
beforeEach(() => clearTables(t.database));

const HOUSE_PREROLL = { creativeId: 'house-preroll', uri: '/media/preroll/manifest.mpd' };

/** A direct viewer on this plan, subscribed as the billing (and the seeded accounts) record it. */
async function subscriber(id: string, productCode: string) {
  const headers = await signedInViewer(t.database, id);
  await t.app.usersRepository.setSubscription(id, { entitled: true, currentProductId: productCode, bi: { ...EMPTY_BI, subscriptionStatus: 'ACTIVE', currentBillingType: 'BACON' } });
  return headers;
}

async function startPlay(titleId: number, headers: Record<string, string> = APP_HEADERS) {
  const response = await t.app.inject({ method: 'GET', url: `/api/title/startplay/title/${titleId}/format/CLEARKEY`, headers });
  expect(response.statusCode).toBe(200);
  return startPlaySchema.parse(response.json());
}

describe('start-play on ott: the house pre-roll by plan', () => {
  it('plays it before every title on Essential, free or not, and the ad-play calls take it', async () => {
    const headers = await subscriber('essential', 'STAT_ESSENTIAL_MONTHLY');
    const movie = await startPlay(ids.movie.id, headers);
    expect(movie).toMatchObject({ entitlement: 'SUBSCRIBER', preroll: HOUSE_PREROLL });
    expect(await startPlay(ids.free.id, headers)).toMatchObject({ entitlement: 'FREE', preroll: HOUSE_PREROLL });

    // The player reports the pre-roll before a subscriber title as it does before a free one.
    const body = { creativeId: movie.preroll?.creativeId, refid: movie.refid };
    for (const url of ['/api/adplay/preroll/start', '/api/adplay/preroll/end/at/15']) {
      expect((await t.app.inject({ method: 'POST', url, headers, payload: body })).statusCode).toBe(204);
    }
    const stored = await t.database.query<{ tve_user_id: string; event: string }>('SELECT tve_user_id, event FROM ad_plays ORDER BY id');
    expect(stored).toEqual([
      { tve_user_id: 'essential', event: 'start' },
      { tve_user_id: 'essential', event: 'end' },
    ]);
  });

  it('plays none on Premium, not even before a free title', async () => {
    const headers = await subscriber('premium', 'STAT_PREMIUM_ANNUAL');
    expect((await startPlay(ids.movie.id, headers)).preroll).toBeNull();
    expect((await startPlay(ids.free.id, headers)).preroll).toBeNull();
  });

  it('keeps the free-title rule where no plan applies: signed out, or a plan no longer in force', async () => {
    expect((await startPlay(ids.free.id)).preroll).toEqual(HOUSE_PREROLL);
    const headers = await subscriber('lapsed', 'STAT_PREMIUM_MONTHLY');
    await t.app.usersRepository.setSubscription('lapsed', { entitled: false, currentProductId: 'STAT_PREMIUM_MONTHLY', bi: { ...EMPTY_BI, subscriptionStatus: 'EXPIRED' } });
    expect((await startPlay(ids.free.id, headers)).preroll).toEqual(HOUSE_PREROLL);
  });
});
