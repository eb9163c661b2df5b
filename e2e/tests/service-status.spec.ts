import { PLAYER_LABELS, SERVICE_STATUS_LABELS as L } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { statusCli } from '../support/service-status.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * Service status (issue 29 section 4): the operator declares an incident on the live channels,
 * the schedule and the live player show it, /status lists it, then the operator resolves it and
 * the viewer who saw the banner gets the all-clear. Narrow on purpose (live only, resolved after
 * each test): the servers are shared with the other journeys, and an open incident on live only
 * adds a banner to the schedule and a notice to the channel player.
 */

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ variant }) => {
  // Whatever happened, nothing stays open for the journeys beside this one (1: nothing was open).
  await statusCli(variant, ['--resolve']).catch(() => undefined);
});

test('an incident on live: banner on the schedule and in the player, listed on /status; resolved, the all-clear', async ({ page, variant, becomeVisitor }) => {
  test.setTimeout(90_000);
  await becomeVisitor('authorized');
  const text = `Live channels are buffering (${variant} ${Date.now()})`;
  const { stdout } = await statusCli(variant, ['--incident', text, '--affects', 'live']);
  expect(stdout).toContain(`affecting live (${L.affects.live}): ${text}`);

  // The banner on an affected page (GET status is cached 5 s: poll with reloads).
  const banner = page.getByRole('region', { name: L.bannerRegion });
  await expect(async () => {
    await page.goto('/schedule');
    await expect(banner).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `service-status-banner-${variant}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Not on a page it does not affect.
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: L.pageTitle })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: text })).toContainText(L.ongoing);
  await expectNoAxeViolations(page);
  await screenshot(page, `service-status-page-${variant}-1280`);

  // In the player, over the picture.
  await page.goto('/play/shoeast');
  await expect(page.getByRole('region', { name: PLAYER_LABELS.region }).getByText(`${L.bannerLead} ${text}`)).toBeVisible();

  // The footer's link, by keyboard alone.
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: L.pageTitle });
  for (let presses = 0; presses < 80 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/status');

  // Resolved: the viewer who saw the banner gets the all-clear, and dismisses it by keyboard.
  expect((await statusCli(variant, ['--resolve'])).stdout).toContain('resolved at');
  const allClear = page.getByRole('region', { name: L.allClearRegion });
  await expect(async () => {
    await page.goto('/status');
    await expect(allClear).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: text })).not.toContainText(L.ongoing);
  await expectNoAxeViolations(page);
  await screenshot(page, `service-status-all-clear-${variant}-1280`);
  const dismiss = allClear.getByRole('button', { name: L.dismissOne(text) });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(allClear).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: L.pageTitle })).toBeVisible();
  await expect(allClear).toHaveCount(0);
});
