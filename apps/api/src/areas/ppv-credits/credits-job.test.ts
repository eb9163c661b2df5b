import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PPV_CREDIT_LABELS, type PpvPhase } from '@stat/contracts';
import { SEED_DIR } from '../../paths.ts';
import { createMemoryTokenStore, everyItem, usePaymentGateway } from '../../test/payment-gateway.ts';
import { createMemoryMailer, insertUser } from '../../test/test-app.ts';
import { loadPpvEventFile } from '../ppv/ppv-event-file.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';
import { createCreditsJob } from './credits-job.ts';

const MINUTE = 60_000;
const NOW = Date.now();
// The night just over: doors 4 h ago, the main event 2 h ago, the end 30 minutes ago.
const times = { doorsAt: NOW - 240 * MINUTE, mainEventAt: NOW - 120 * MINUTE, endsAt: NOW - 30 * MINUTE };
const { doorsAt: DOORS, mainEventAt: MAIN, endsAt: END } = times;
const event = await loadPpvEventFile(join(SEED_DIR, 'ppv-event.json'));
const PRODUCT = event.productId;
// How far the night is moved from the event file's dates (as `npm run ppv -- --phase` moves it).
const OFFSET = DOORS - event.doorsAt;
// Three windows: 10 minutes of the main event, 10 of the prelims, 3 of the main event.
const windows = [
  { productId: PRODUCT, startedAt: MAIN + 10 * MINUTE, endedAt: MAIN + 20 * MINUTE, clockOffsetMs: OFFSET },
  { productId: PRODUCT, startedAt: DOORS + 10 * MINUTE, endedAt: DOORS + 20 * MINUTE, clockOffsetMs: OFFSET },
  { productId: PRODUCT, startedAt: MAIN + 60 * MINUTE, endedAt: MAIN + 63 * MINUTE, clockOffsetMs: OFFSET },
];

let phase: PpvPhase = 'live';
const ppvStore: PpvStore = { current: () => ({ event, times, phase, incident: null }), refresh: async () => undefined, close: () => undefined };
const tokens = createMemoryTokenStore();
const t = usePaymentGateway({}, { tokens });
const mailer = createMemoryMailer();
const silentLog = { info: () => undefined, error: () => undefined };
const job = () => createCreditsJob({ credits: t.app.ppvCredits, ppvStore, payments: t.payments, mailer, log: silentLog });

/** A buyer: a user, a paid invoice at the gateway (the monthly plan, no trial: $9.99 with a Visa), and the purchase pointing at it. */
async function buyer(tveUserId: string): Promise<{ invoiceId: string; paidInCents: number }> {
  await insertUser(t.database, tveUserId, { registered: true, sql: { email_address: `${tveUserId}@stat.test` } });
  const collection = await t.client.createPurchase({
    currency: 'USD',
    account: { code: tveUserId, billingInfo: { tokenId: tokens.card() } },
    subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', trialEndsAt: new Date(NOW) }],
  });
  const invoice = collection.chargeInvoice!;
  const paidInCents = Math.round(invoice.paid! * 100);
  const id = await t.app.ppvPurchases.claim({ tveUserId, productId: PRODUCT, description: event.name, eventDate: new Date(MAIN) });
  await t.app.ppvPurchases.pay(id!, { amountInCents: paidInCents, paymentMethod: 'VISA X-1111 EXP 12/2030', invoiceId: invoice.id!, orderNumber: invoice.number!, paidAt: new Date(NOW) });
  return { invoiceId: invoice.id!, paidInCents };
}

/** The windows as the operator's switch leaves them (ppv_incidents, areas/ppv/ppv-clock-repository.ts). */
async function declareWindows() {
  for (const window of windows) {
    await t.database.query('INSERT INTO ppv_incidents (product_id, started_at, ended_at, clock_offset_ms) VALUES ($1, $2, $3, $4)', [
      window.productId,
      new Date(window.startedAt).toISOString(),
      new Date(window.endedAt).toISOString(),
      window.clockOffsetMs,
    ]);
  }
}

/** A play of the channel, as the channel (or the incident hook, failedByUs) records it. */
async function play(tveUserId: string, startedAt: number, lastSeenAt: number, fields: { endedAt?: number; failedByUs?: boolean } = {}) {
  await t.database.query('INSERT INTO ppv_channel_plays (id, tve_user_id, product_id, started_at, last_seen_at, ended_at, failed_by_us) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)', [
    tveUserId,
    PRODUCT,
    new Date(startedAt).toISOString(),
    new Date(lastSeenAt).toISOString(),
    fields.endedAt === undefined ? null : new Date(fields.endedAt).toISOString(),
    fields.failedByUs ?? false,
  ]);
}

const refundsOf = async (account: string) => (await everyItem(t.client.listAccountTransactions(`code-${account}`, { params: { type: 'refund' } }).each())).map((transaction) => Math.round(transaction.amount! * 100));

describe('the automatic credits job', () => {
  it('credits each affected buyer once by the tiers, however many runs, and no one else', async () => {
    const whole = await buyer('credit-whole-night'); // live all night: 10 minutes of the main event missed
    const prelims = await buyer('credit-prelims'); // watched the prelims only, through the prelims' window
    const short = await buyer('credit-short'); // in the 3-minute window of the main event only
    const refused = await buyer('credit-refused'); // refused by our side in the first window
    await buyer('credit-unaffected'); // watched between the windows
    await insertUser(t.database, 'credit-non-buyer'); // played (as far as the table says) but never bought
    await play('credit-whole-night', DOORS, END, { endedAt: END });
    await play('credit-prelims', DOORS, MAIN - 10 * MINUTE, { endedAt: MAIN - 10 * MINUTE });
    await play('credit-short', MAIN + 55 * MINUTE, MAIN + 62 * MINUTE);
    await play('credit-refused', MAIN + 12 * MINUTE, MAIN + 12 * MINUTE, { failedByUs: true });
    await play('credit-unaffected', MAIN + 25 * MINUTE, MAIN + 55 * MINUTE, { endedAt: MAIN + 55 * MINUTE });
    await play('credit-non-buyer', MAIN, END);

    await declareWindows();

    // Before the event is over: nothing credited.
    expect(await job().runDue()).toEqual({ refunded: 0 });

    phase = 'post';
    // Two runs at once, then two more: each buyer refunded once.
    const [first, second] = await Promise.all([job().runDue(), job().runDue()]);
    expect(first.refunded + second.refunded).toBe(4);
    expect(await job().runDue()).toEqual({ refunded: 0 });
    expect(await job().runDue()).toEqual({ refunded: 0 });

    expect(await refundsOf('credit-whole-night')).toEqual([whole.paidInCents]);
    expect(await refundsOf('credit-refused')).toEqual([refused.paidInCents]);
    expect(await refundsOf('credit-short')).toEqual([Math.round(short.paidInCents / 2)]);
    expect(await refundsOf('credit-prelims')).toEqual([Math.round(prelims.paidInCents / 4)]);
    expect(await refundsOf('credit-unaffected')).toEqual([]);
    const credits = await t.database.query<{ tve_user_id: string; tier: string; reason: string }>('SELECT tve_user_id, tier, reason FROM ppv_credits ORDER BY tve_user_id');
    expect(credits).toEqual([
      { tve_user_id: 'credit-prelims', tier: 'quarter', reason: 'prelims' },
      { tve_user_id: 'credit-refused', tier: 'full', reason: 'main-event' },
      { tve_user_id: 'credit-short', tier: 'half', reason: 'main-event' },
      { tve_user_id: 'credit-whole-night', tier: 'full', reason: 'main-event' },
    ]);

    // One e-mail each, to the buyer, saying how much went where.
    expect(mailer.sent.map((message) => message.to).sort()).toEqual(['credit-prelims@stat.test', 'credit-refused@stat.test', 'credit-short@stat.test', 'credit-whole-night@stat.test']);
    const mail = mailer.sent.find((message) => message.to === 'credit-short@stat.test')!;
    expect(mail.subject).toBe(PPV_CREDIT_LABELS.emailSubject(event.name));
    expect(mail.text).toContain(`We've credited $${(Math.round(short.paidInCents / 2) / 100).toFixed(2)} to VISA X-1111.`);

    // The purchase's credit: the buyer's own, none for another.
    expect(await t.app.ppvCredits.creditOf('credit-short', PRODUCT)).toEqual({
      amountInCents: Math.round(short.paidInCents / 2),
      reason: 'main-event',
      creditedAt: expect.any(Number),
      paymentMethod: 'VISA X-1111',
    });
    expect(await t.app.ppvCredits.creditOf('credit-unaffected', PRODUCT)).toBeNull();
    expect(await t.app.ppvCredits.creditOf('credit-non-buyer', PRODUCT)).toBeNull();
    // The gateway's own record agrees: the whole night's invoice has nothing left to refund.
    expect((await t.client.getInvoice(whole.invoiceId)).refundableAmount).toBe(0);
  });

  it("takes over a claim whose run stopped before the gateway answered, and refunds it with the same key", async () => {
    const stopped = await buyer('credit-crashed');
    await play('credit-crashed', MAIN, END);
    // A run claimed it two minutes ago and never came back.
    const purchase = await t.app.ppvPurchases.find('credit-crashed', PRODUCT);
    await t.database.query("INSERT INTO ppv_credits (id, tve_user_id, product_id, purchase_id, tier, reason, amount_in_cents, claimed_at) VALUES (gen_random_uuid(), 'credit-crashed', $1, $2, 'full', 'main-event', $3, now() - interval '2 minutes')", [
      PRODUCT,
      purchase!.id,
      stopped.paidInCents,
    ]);
    expect(await job().runDue()).toEqual({ refunded: 1 });
    expect(await job().runDue()).toEqual({ refunded: 0 });
    expect(await refundsOf('credit-crashed')).toEqual([stopped.paidInCents]);
  });
});
