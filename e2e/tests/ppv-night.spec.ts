import type { Browser, Page } from '@playwright/test';
import type pg from 'pg';
import {
  API_MESSAGES,
  formatCreditDate,
  formatPrice,
  PLAYER_LABELS,
  PPV_CHANNEL_LABELS,
  PPV_CREDIT_LABELS,
  PPV_CREDIT_TIERS,
  PPV_INCIDENT_LABELS,
  PPV_LABELS,
  PPV_READINESS_LABELS,
  PPV_SALE_MESSAGES,
  ppvEventSchema,
  type AppVariant,
} from '@stat/contracts';
import { expectPlaying, playerRegion, usePictureSizedViewport } from '../support/app-player.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { messagesTo } from '../support/outbox.ts';
import { bypassPpvCache, INCIDENT_REACHES_OPEN_PAGES_MS, incidentBanner, incidentCli, movePpvClock, ppvStateOf, switchIncident, walksPpvNight } from '../support/ppv-clock.ts';
import { becomeBuyer, buyByKeyboard, expectBrowserChecksPassed, latestPurchase } from '../support/ppv-viewer.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * The whole pay-per-view night in one journey (issue 25, "Done when"), on this variant's server,
 * its clock moved by `npm run ppv -- --phase` and the outage declared by `--incident`, as an
 * operator runs them:
 * - pre: the countdown, the event page with both fight cards, the readiness check;
 * - dayof: a buyer buys (ott: the saved card; stat: a new card) and sees the order;
 * - live: the buyer plays the channel; another viewer is refused with the price and the fix,
 *   buys late and plays;
 * - an incident while the buyer watches: the banner on every open page, then gone;
 * - postpress: the buyer plays the replay;
 * - cooldown: the buyer's automatic credit, shown once, mailed once; the late buyer, who was not
 *   watching during the incident, has none.
 * Each screen by keyboard and checked by axe. The details of each part are the other ppv journeys'.
 */

test.use({ ppvState: true });
test.describe.configure({ mode: 'serial' });

walksPpvNight();

test.afterAll(async ({ variant }) => {
  // Whatever happened, no incident is left open for the journeys after this one.
  await incidentCli(variant, 'end').catch(() => undefined);
});

/** The messages to `email` with this subject. */
const mailsAbout = (variant: AppVariant, email: string, subject: string) => messagesTo(variant, email).filter((message) => message.split(/\r?\n/).includes(`Subject: ${subject}`));

/** The event's promo modal, which opens once a session in its phases: closed by keyboard. */
async function dismissPromo(page: Page): Promise<void> {
  const modal = page.getByRole('dialog');
  await tabTo(page, modal.getByRole('button', { name: PPV_LABELS.modalDismiss }));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
}

/** A second viewer in a browser of their own, who may buy and has not: the late buyer. */
async function anotherViewer(browser: Browser, variant: AppVariant, baseURL: string, db: pg.Pool) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await bypassPpvCache(page);
  await usePictureSizedViewport(page);
  return { page, context, ...(await becomeBuyer(page, variant, baseURL, db)) };
}

/** Plays the channel or the replay from the event page's watch section, by keyboard (Shift+Tab from below it): frames decode. */
async function watchFromEventPage(page: Page, label: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: label }), key);
  await page.keyboard.press('Enter');
  await expectPlaying(page, 3);
}

test('the night, pre to cooldown: buy, watch, a late buyer, an incident, the replay, and the credit once', async ({ page, browser, db, variant, baseURL }) => {
  // Real time: the readiness clip (20 s), two incident banners (up to 30 s each), the credits job (every minute).
  test.setTimeout(480_000);
  const buyer = await becomeBuyer(page, variant, baseURL!, db);
  await usePictureSizedViewport(page);
  const event = ppvEventSchema.parse(await (await page.request.get('/api/ppv/event')).json());

  await test.step('pre: the countdown on home, the event page with both fight cards, the readiness check', async () => {
    await movePpvClock(page, variant, 'pre');
    const state = await ppvStateOf(page);
    await page.goto('/');
    await dismissPromo(page);
    const banner = page.getByRole('region', { name: state.pages.banner.headline });
    await expect(banner.getByRole('timer')).toHaveAccessibleName(new RegExp(`^${PPV_LABELS.countdownHeading} \\d+ days`));
    await expectNoAxeViolations(page);
    await tabTo(page, banner.getByRole('link', { name: PPV_LABELS.eventDetails }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: state.pages.event.headline })).toBeVisible();
    for (const card of [event.mainfightcard, event.prelimfightcard]) {
      await expect(page.getByRole('region', { name: card.headline }).getByRole('listitem')).toHaveCount(card.bouts.length);
    }
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: PPV_READINESS_LABELS.linkFromEvent }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: PPV_READINESS_LABELS.title })).toBeVisible();
    await expectBrowserChecksPassed(page);
    await expect(page.getByRole('region', { name: PPV_READINESS_LABELS.purchase.name, exact: true })).toContainText(PPV_READINESS_LABELS.purchase.notBought);
    await expectNoAxeViolations(page);
  });

  await test.step('dayof: the buyer buys by keyboard and sees the order', async () => {
    await movePpvClock(page, variant, 'dayof');
    const state = await ppvStateOf(page);
    await page.goto('/ppv');
    const order = await buyByKeyboard(page, variant, state);
    await expect(page.getByText(order.orderNumber, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => mailsAbout(variant, buyer.email, PPV_SALE_MESSAGES.receipt.subject(state.event.name))).toHaveLength(1);
  });

  const late = await anotherViewer(browser, variant, baseURL!, db);
  await test.step('live: the buyer plays the channel; another viewer is refused with the price, buys late and plays', async () => {
    await movePpvClock(page, variant, 'live');
    const state = await ppvStateOf(page);
    await page.goto('/ppv');
    await watchFromEventPage(page, PPV_CHANNEL_LABELS.watchLive);
    await expect(playerRegion(page).getByRole('heading', { level: 1, name: state.event.name })).toBeVisible();
    await expectNoAxeViolations(page);

    await late.page.goto('/play/ppv');
    const refusal = playerRegion(late.page).getByRole('alert');
    await expect(refusal).toContainText(API_MESSAGES.ppvNotBought);
    await expectNoAxeViolations(late.page);
    await tabTo(late.page, playerRegion(late.page).getByRole('link', { name: PPV_CHANNEL_LABELS.buyToWatch(formatPrice(state.priceInCents)) }));
    await late.page.keyboard.press('Enter');
    await buyByKeyboard(late.page, variant, state);
    // The focus is on the purchase section's "You bought this event", below the watch section.
    await watchFromEventPage(late.page, PPV_CHANNEL_LABELS.watchLive, 'Shift+Tab');
    // Closed before the incident: this buyer was not watching when it came.
    const ended = late.page.waitForResponse(/\/api\/ppv\/channel\/endplay\/at\/\d+$/);
    await tabTo(late.page, playerRegion(late.page).getByRole('button', { name: PLAYER_LABELS.close }));
    await late.page.keyboard.press('Enter');
    expect((await ended).ok()).toBe(true);
  });

  await test.step('an incident while the buyer watches: the banner on every open page, then gone', async () => {
    await switchIncident(page, variant, 'start');
    // The late buyer's event page shows the banner; over the buyer's player (a modal dialog, the
    // page behind it out of sight), the player shows it.
    await expect(incidentBanner(late.page)).toHaveText(PPV_INCIDENT_LABELS.message, { timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
    const inPlayer = playerRegion(page).getByText(PPV_INCIDENT_LABELS.message);
    await expect(inPlayer).toBeVisible({ timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
    await expectNoAxeViolations(late.page);
    await expectNoAxeViolations(page);
    await screenshot(page, `ppv-night-incident-player-${variant}`);
    await screenshot(late.page, `ppv-night-incident-event-${variant}`);
    await switchIncident(page, variant, 'end');
    await expect(incidentBanner(late.page)).toHaveCount(0, { timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
    await expect(inPlayer).toHaveCount(0, { timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
  });

  await test.step('postpress: the buyer plays the replay', async () => {
    await movePpvClock(page, variant, 'postpress');
    await page.goto('/ppv');
    await watchFromEventPage(page, PPV_CHANNEL_LABELS.watchReplay);
    await expect(page).toHaveURL(new RegExp(`/play/${event.replayTitleId}$`));
    await expectNoAxeViolations(page);
  });

  await test.step('cooldown: the buyer’s credit, once on the page and once by e-mail; none for the late buyer', async () => {
    await movePpvClock(page, variant, 'cooldown');
    const state = await ppvStateOf(page);
    // The credits job runs every minute once the event is over.
    await expect.poll(async () => (await latestPurchase(page))?.credit ?? null, { timeout: 150_000, intervals: [5_000] }).not.toBeNull();
    const credit = (await latestPurchase(page))!.credit!;
    // The outage came an hour after doors (the clock's live instant), before the main event: the prelims' quarter.
    expect(credit).toMatchObject({ reason: 'prelims', amountInCents: Math.round(state.priceInCents * PPV_CREDIT_TIERS.quarter) });

    await page.goto('/ppv');
    const orders = page.getByRole('region', { name: PPV_LABELS.orderDetails });
    const note = PPV_CREDIT_LABELS.note(formatPrice(credit.amountInCents), credit.paymentMethod, formatCreditDate(credit.creditedAt), credit.reason);
    await expect(orders.getByText(note)).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await orders.scrollIntoViewIfNeeded();
    await screenshot(page, `ppv-night-cooldown-credit-${variant}`);
    expect(mailsAbout(variant, buyer.email, PPV_CREDIT_LABELS.emailSubject(state.event.name))).toHaveLength(1);

    await late.page.goto('/ppv');
    await expect(late.page.getByRole('region', { name: PPV_LABELS.orderDetails }).getByText((await latestPurchase(late.page))!.orderNumber, { exact: true })).toBeVisible();
    expect((await latestPurchase(late.page))!.credit ?? null).toBeNull();
    await expect(late.page.getByText(/ credited to /)).toHaveCount(0);
  });
  await late.context.close();
});
