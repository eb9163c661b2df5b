import type { Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_MESSAGES, EDIT_BILLING_HASH, LABELS, MAX_CONCURRENT_STREAMS, PLAY_FIX_LABELS, PLAYER_LABELS, UPSELL_LABELS } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';

/*
 * "Why can't I play this?" before the play button (issue 29, part 1): a title's or a channel's
 * page says the server's reason and offers its fix, by keyboard, before any play is tried. The
 * rule behind it (every reason against every kind of viewer) is play-refusal.test.ts's table;
 * ott's subscribe fix shows where the paywall is open (its flag), so it is proven below the page
 * (play-fix-action.test.tsx) and on the API.
 */

const MOVIE = { id: 20001, name: 'The Crossing of Caddis Point' };
/** A provider of the seed whose upsell template has its own steps (charter's). */
const UPSELL_PROVIDER = { msoId: 101, name: 'Northwind Cable', firstStep: 'Sign in to your provider account and choose Manage TV Packages.' };
const note = (page: Page, heading: string = PLAYER_LABELS.refusedHeading) => page.getByRole('note', { name: heading });

test('stat, signed out on a film: the reason and Sign In, by keyboard, before any play', async ({ page, variant }) => {
  test.skip(variant !== 'stat', 'ott sends a signed-out visitor to its front door');
  await page.goto(`/movie/${MOVIE.id}`);
  await expect(mainHeading(page)).toHaveText(MOVIE.name);
  await expect(note(page)).toContainText(API_MESSAGES.playbackSignInRequired);
  await expectNoAxeViolations(page);
  await tabTo(page, note(page).getByRole('button', { name: PLAY_FIX_LABELS.signIn }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: LABELS.signIn })).toBeVisible();
});

test('stat, a package without the network: the provider’s own steps, from the film’s page', async ({ page, variant, db, becomeVisitor }) => {
  test.skip(variant !== 'stat', 'TV packages are the stat variant’s');
  const user = await becomeVisitor('authorized', { msoId: UPSELL_PROVIDER.msoId, mso: UPSELL_PROVIDER.name });
  await db.query('UPDATE users SET entitled = false WHERE tve_user_id = $1', [user!.tveUserId]);
  await page.goto(`/movie/${MOVIE.id}`);
  await expect(note(page)).toContainText(API_MESSAGES.playbackNotInPackage);
  await tabTo(page, note(page).getByRole('button', { name: PLAY_FIX_LABELS.upsell }));
  await page.keyboard.press('Enter');
  const upsell = page.getByRole('dialog', { name: UPSELL_LABELS.title });
  await expect(upsell).toContainText(UPSELL_PROVIDER.firstStep);
  await expectNoAxeViolations(page, 'dialog[open]');
});

test('ott, a payment being retried: the film plays, and the page says how to keep it so', async ({ page, variant, db, becomeVisitor }) => {
  test.skip(variant !== 'ott', 'billing is the ott variant’s');
  const user = await becomeVisitor('authorized');
  await db.query(`UPDATE users SET bi = bi || '{"subscriptionStatus":"PAST_DUE"}'::jsonb WHERE tve_user_id = $1`, [user!.tveUserId]);
  await page.goto(`/movie/${MOVIE.id}`);
  const notice = note(page, PLAY_FIX_LABELS.paymentFailedHeading);
  await expect(notice).toContainText(PLAY_FIX_LABELS.paymentFailedNotice);
  await expect(page.getByRole('link', { name: `Play ${MOVIE.name}` })).toBeVisible();
  await expect(notice.getByRole('link', { name: PLAY_FIX_LABELS.editBilling })).toHaveAttribute('href', `/settings#${EDIT_BILLING_HASH}`);
});

test('a browser without protected playback: what to use instead, and the readiness check', async ({ page, becomeVisitor }) => {
  await becomeVisitor('authorized');
  // As a browser without EME (or a page outside a secure context) is.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'requestMediaKeySystemAccess', { value: undefined }));
  await page.goto(`/movie/${MOVIE.id}`);
  const browser = note(page, PLAY_FIX_LABELS.browser.heading);
  await expect(browser).toContainText(PLAY_FIX_LABELS.browser.body);
  await expect(browser.getByRole('link', { name: PLAY_FIX_LABELS.browser.check })).toHaveAttribute('href', '/ppv/test-your-setup');
  await expectNoAxeViolations(page);
});

test('stat, signed out on the live channel’s page: the reason and Sign In, before the schedule', async ({ page, variant }) => {
  test.skip(variant !== 'stat', 'ott sends a signed-out visitor to its front door');
  await page.goto('/schedule');
  await expect(note(page)).toContainText(API_MESSAGES.playbackSignInRequired);
  await expect(note(page).getByRole('button', { name: PLAY_FIX_LABELS.signIn })).toBeVisible();
});

test('as many streams as the account may play elsewhere: which they are, and stopping one by keyboard lets the film play here', async ({ page, db, becomeVisitor }) => {
  const user = await becomeVisitor('authorized');
  // The account's other devices, each with its own session, playing now (as their start-play left them).
  const devices = ['Firefox on Windows', 'Safari on iOS', 'Chrome on Android'].slice(0, MAX_CONCURRENT_STREAMS);
  for (const [index, deviceName] of devices.entries()) {
    const session = randomBytes(32).toString('hex');
    await db.query(`INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [session, user!.tveUserId]);
    await db.query(
      `INSERT INTO active_streams (id, session_id, tve_user_id, device_name, playing, started_at, last_seen_at) VALUES ($1, $2, $3, $4, 'STAT East', now() - make_interval(secs => $5), now())`,
      [randomUUID(), session, user!.tveUserId, deviceName, 60 - index],
    );
  }
  await page.goto(`/movie/${MOVIE.id}`);
  const streams = note(page);
  await expect(streams).toContainText(API_MESSAGES.playbackTooManyStreams);
  await expect(streams.getByRole('listitem')).toHaveCount(MAX_CONCURRENT_STREAMS);
  await expectNoAxeViolations(page);
  await tabTo(page, streams.getByRole('button', { name: PLAY_FIX_LABELS.streams.stop(devices[0]!) }));
  await page.keyboard.press('Enter');
  await expect(streams).toBeHidden();
  await expect(page.getByRole('link', { name: `Play ${MOVIE.name}` })).toBeVisible();
  expect((await db.query('SELECT device_name FROM active_streams WHERE tve_user_id = $1 AND stopped_at IS NOT NULL', [user!.tveUserId])).rows).toEqual([{ device_name: devices[0] }]);
});
