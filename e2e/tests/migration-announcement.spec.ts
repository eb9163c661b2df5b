import type { Page } from '@playwright/test';
import { homeModalResponseSchema, type HomeScreenModal, PLAYER_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { turnFlagOn } from '../support/flags.ts';

/** Turns the statMigrationEnabled flag on for this page. */
const migrationFlagOn = (page: Page) => turnFlagOn(page, 'statMigrationEnabled');

async function announcement(page: Page): Promise<HomeScreenModal> {
  const { modal } = homeModalResponseSchema.parse(await (await page.request.get('/api/home-modal')).json());
  if (!modal) throw new Error('the seed has a home-screen modal');
  return modal;
}

test.describe('the migration announcement', () => {
  test.skip(({ variant }) => variant !== 'stat', 'the migration announcement is the provider variant\'s');
  // A flag request still in the route handler when a test ends must not fail it.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('stays away while the flag is off', async ({ page }) => {
    const modal = await announcement(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: modal.content.headline })).toHaveCount(0);
  });

  test('shows with the flag on, full texts and the 1920 image on desktop, and once dismissed stays away for the session', async ({
    page,
    context,
  }) => {
    const modal = await announcement(page);
    await migrationFlagOn(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: modal.content.headline });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(modal.content.body)).toBeVisible();
    await expect(dialog.locator('source')).toHaveAttribute('srcset', /web.*1920|1920.*web/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A new browser session sees it again.
    const other = await context.browser()!.newPage();
    await migrationFlagOn(other);
    await other.goto(page.url());
    await expect(other.getByRole('dialog', { name: modal.content.headline })).toBeVisible();
    await other.close();
  });

  test('never shows on a play route', async ({ page }) => {
    const modal = await announcement(page);
    await migrationFlagOn(page);
    const flagsAnswered = page.waitForResponse('**/ofrep/v1/evaluate/flags');
    await page.goto('/play/1001');
    await flagsAnswered;
    await expect(page.getByRole('dialog', { name: PLAYER_LABELS.region }).or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: modal.content.headline })).toHaveCount(0);
  });

  test('uses the short texts on mobile', { tag: '@mobile' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the mobile project checks the short texts');
    const modal = await announcement(page);
    await migrationFlagOn(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: modal.content.headlineShort });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(modal.content.bodyShort)).toBeVisible();
  });
});
