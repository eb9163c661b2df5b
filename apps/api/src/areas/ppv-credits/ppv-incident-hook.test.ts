import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PPV_NIGHT_REFRESH_SECONDS, ppvStateSchema } from '@stat/contracts';
import { SEED_DIR } from '../../paths.ts';
import { expectError } from '../../test/expect-error.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { loadPpvEventFile } from '../ppv/ppv-event-file.ts';
import type { PpvIncident } from '../ppv/ppv-clock-repository.ts';
import { phaseAt } from '../ppv/ppv-phase.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';

const MINUTE = 60_000;
const event = await loadPpvEventFile(join(SEED_DIR, 'ppv-event.json'));
const PRODUCT = event.productId;
// The night under way: the main event started 10 minutes ago.
const now = Date.now();
const times = { doorsAt: now - 130 * MINUTE, mainEventAt: now - 10 * MINUTE, endsAt: now + 80 * MINUTE };
let incident: PpvIncident | null = null;
const ppvStore: PpvStore = { current: (at) => ({ event, times, phase: phaseAt(times, at), incident }), refresh: async () => undefined, close: () => undefined };
const t = useTestApp({ ppvStore });

const MEDIA = '/media/channels/ppv/manifest.mpd';
const media = (headers: Record<string, string> = APP_HEADERS) => t.app.inject({ url: MEDIA, headers });
const refusedStarts = (tveUserId: string) =>
  t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ppv_channel_plays WHERE tve_user_id = $1 AND failed_by_us', [tveUserId]).then((rows) => rows[0]!.n);

async function buy(tveUserId: string) {
  const id = await t.app.ppvPurchases.claim({ tveUserId, productId: PRODUCT, description: event.name, eventDate: new Date(times.mainEventAt) });
  await t.app.ppvPurchases.pay(id!, { amountInCents: 7999, paymentMethod: 'VISA X-1111 EXP 12/2030', invoiceId: 'inv-1', orderNumber: '1001', paidAt: new Date() });
}

describe('the incident switch on the ppv channel', () => {
  it('with no incident open, the media are left to their routes and the state carries none', async () => {
    expect((await media()).statusCode).not.toBe(503);
    const state = ppvStateSchema.parse((await t.app.inject({ url: '/api/ppv/state' })).json());
    expect(state.incident).toBeNull();
    // The night: refreshed at least every 20 s.
    expect(state.expiresIn).toBeLessThanOrEqual(PPV_NIGHT_REFRESH_SECONDS);
  });

  it('while open: every media answer is a 503; a buyer refused is recorded once per window, a non-buyer never', async () => {
    const startedAt = now - 2 * MINUTE;
    incident = { productId: PRODUCT, startedAt, clockOffsetMs: 0 };
    const buyer = await signedInViewer(t.database, 'incident-buyer');
    const other = await signedInViewer(t.database, 'incident-non-buyer');
    await buy('incident-buyer');

    for (const headers of [APP_HEADERS, buyer, buyer, other]) {
      const answer = await media(headers);
      expectError(answer, 503, ERROR_CODES.ppvIncident);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await refusedStarts('incident-buyer')).toBe(1);
    expect(await refusedStarts('incident-non-buyer')).toBe(0);
    // Other media are not the incident's.
    expect((await t.app.inject({ url: '/media/channels/1/manifest.mpd' })).statusCode).not.toBe(503);

    const state = ppvStateSchema.parse((await t.app.inject({ url: '/api/ppv/state' })).json());
    expect(state.incident).toEqual({ since: startedAt });

    // A second window: the buyer refused again is a second refused start.
    incident = { productId: PRODUCT, startedAt: Date.now(), clockOffsetMs: 0 };
    expectError(await media(buyer), 503, ERROR_CODES.ppvIncident);
    expect(await refusedStarts('incident-buyer')).toBe(2);
  });

  // Which window is the event's open one is the store's (areas/ppv/ppv-operator-routes.test.ts).
  it('once the incident has ended, refuses nothing', async () => {
    incident = null;
    expect((await media()).statusCode).not.toBe(503);
    const state = ppvStateSchema.parse((await t.app.inject({ url: '/api/ppv/state' })).json());
    expect(state.incident).toBeNull();
  });
});
