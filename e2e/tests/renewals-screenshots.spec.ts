import { DUNNING_LABELS } from '@stat/contracts';
import { advanceBillingClock } from '../support/billing-clock.ts';
import { createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshot.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';

/** The dunning banner over Settings (where its link leads), to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test('dunning banner screenshots at 375, 768 and 1280 px', async ({ page, variant, baseURL }) => {
  test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'ott', 'on request, of the direct variant');
  test.setTimeout(180_000);
  await createDirectAccount(page, baseURL!, newEmail());
  // The renewal-decline test card: the trial's end, 7 days on, cannot be charged.
  await subscribeThroughApi(page, baseURL!, 'STAT_PREMIUM_MONTHLY', '4000000000000341');
  await advanceBillingClock(7);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: DUNNING_LABELS.region })).toBeVisible();
    await screenshot(page, `dunning-banner-${width}`);
  }
});
