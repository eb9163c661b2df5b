import { ACTIVATION_LABELS, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshot.ts';

const L = ACTIVATION_LABELS;

/** The activation dialogs and the device list, to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test.describe('activation screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, becomeVisitor, db }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'stat', 'on request, of one variant');
      const user = await becomeVisitor('authorized');
      await db.query(
        `INSERT INTO devices (id, tve_user_id, platform, name, activated_at, last_used_at)
         VALUES (gen_random_uuid(), $1, 'roku', 'Roku', now() - interval '3 days', now() - interval '2 hours'),
                (gen_random_uuid(), $1, 'tvos', 'Apple TV', now() - interval '1 day', now())`,
        [user!.tveUserId],
      );
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await page.goto('/settings');
      await expect(page.getByRole('region', { name: L.devices.title }).getByRole('listitem')).toHaveCount(2);
      await screenshot(page, `devices-${width}`);

      await page.goto('/activate');
      const form = page.getByRole('dialog', { name: L.codeForm.title });
      await form.getByRole('button', { name: L.codeForm.submit }).click();
      await expect(form.getByText(MESSAGES.activationCodeRequired)).toBeVisible();
      await screenshot(page, `activation-code-${width}`);

      await form.getByRole('textbox', { name: L.codeForm.code }).fill('BCDF-GHJK');
      await form.getByRole('button', { name: L.codeForm.submit }).click();
      await expect(page.getByRole('dialog', { name: L.deviceSelect.title })).toBeVisible();
      await screenshot(page, `activation-device-${width}`);

      const select = page.getByRole('dialog', { name: L.deviceSelect.title });
      await select.getByRole('combobox').selectOption({ label: 'Roku' });
      await select.getByRole('button', { name: L.deviceSelect.submit, exact: true }).click();
      await expect(page.getByRole('dialog', { name: L.failure.title })).toBeVisible();
      await screenshot(page, `activation-failed-${width}`);
    });
  }
});
