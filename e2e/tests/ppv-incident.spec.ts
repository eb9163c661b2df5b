import { ERROR_CODES, LABELS, PPV_INCIDENT_LABELS } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { INCIDENT_REACHES_OPEN_PAGES_MS, incidentBanner, incidentCli, movePpvClock, switchIncident, walksPpvNight } from '../support/ppv-clock.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * An incident during the pay-per-view night (issue 25 section 5): the operator runs
 * `npm run ppv -- --incident start` on this variant's server, every open page shows the status
 * banner at its next refresh of the state (at most PPV_NIGHT_REFRESH_SECONDS during the night,
 * and the state's 5 s cache), the channel's media fail, and `--incident end` takes it all back.
 * The ppv clock is one per server: serial, and the ppv journeys take turns on it.
 */

test.use({ ppvState: true });
test.describe.configure({ mode: 'serial' });

walksPpvNight();

test.afterAll(async ({ variant }) => {
  // Whatever happened above, no incident is left open for the journeys after this one.
  await incidentCli(variant, 'end').catch(() => undefined);
});

test('live, an incident started: the banner reaches the open home page and shows on /ppv, the media fail; ended, it goes', async ({ page, variant, becomeVisitor }) => {
  test.setTimeout(120_000);
  await becomeVisitor('authorized');
  await movePpvClock(page, variant, 'live');
  await page.goto('/');
  // The event's promo modal opens once a session in the live phase.
  await page.getByRole('dialog').getByRole('button', { name: LABELS.close }).click();
  await expect(incidentBanner(page)).toHaveCount(0);

  await switchIncident(page, variant, 'start');
  // Not reloaded: the page's own refresh of the state brings it, in a polite live region.
  await expect(incidentBanner(page)).toHaveText(PPV_INCIDENT_LABELS.message, { timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
  await expect(page.getByRole('status').filter({ has: incidentBanner(page) })).toHaveAttribute('aria-live', 'polite');
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `ppv-incident-home-${variant}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/ppv');
  await expect(incidentBanner(page)).toHaveText(PPV_INCIDENT_LABELS.message);
  await expectNoAxeViolations(page);
  await screenshot(page, `ppv-incident-event-${variant}-1280`);

  // The channel's media fail as in an outage.
  const media = await page.request.get('/media/channels/ppv/manifest.mpd');
  expect(media.status()).toBe(503);
  expect((await media.json()).error.code).toBe(ERROR_CODES.ppvIncident);

  await switchIncident(page, variant, 'end');
  await expect(incidentBanner(page)).toHaveCount(0, { timeout: INCIDENT_REACHES_OPEN_PAGES_MS });
  expect((await page.request.get('/media/channels/ppv/manifest.mpd')).status()).not.toBe(503);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(incidentBanner(page)).toHaveCount(0);
});
