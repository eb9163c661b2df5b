import { PLAN_CHANGE_LABELS } from '@stat/contracts';
import { createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshot.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';

const L = PLAN_CHANGE_LABELS;

/** The plan change dialog, its preview and the pending plan, to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test.describe('plan change screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, baseURL }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'ott', 'on request, of the ott variant');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await createDirectAccount(page, baseURL!, newEmail());
      await subscribeThroughApi(page, baseURL!, 'STAT_PREMIUM_ANNUAL');
      await page.goto('/settings');
      const section = page.getByRole('region', { name: L.sectionTitle });
      await section.getByRole('button', { name: L.changePlan }).click();

      const dialog = page.getByRole('dialog', { name: L.dialogTitle });
      await dialog.getByRole('checkbox', { name: /Northstar\+/ }).check();
      await screenshot(page, `plan-change-dialog-${width}`);
      await dialog.getByRole('button', { name: L.review }).click();
      await expect(dialog.getByText(L.dueToday)).toBeVisible();
      await screenshot(page, `plan-change-preview-upgrade-${width}`);
      await dialog.getByRole('button', { name: L.back }).click();
      await dialog.getByRole('checkbox', { name: /Northstar\+/ }).uncheck();
      await dialog.getByRole('radio', { name: /^Essential \$99\.99 a year/ }).check();
      await dialog.getByRole('button', { name: L.review }).click();
      await expect(dialog.getByRole('button', { name: L.confirm })).toBeVisible();
      await screenshot(page, `plan-change-preview-downgrade-${width}`);
      await dialog.getByRole('button', { name: L.confirm }).click();

      await expect(section.getByRole('button', { name: L.keepCurrent })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `plan-change-pending-${width}`);
    });
  }
});
