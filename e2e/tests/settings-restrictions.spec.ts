import type { BrowserContext, Page } from '@playwright/test';
import {
  API_MESSAGES,
  APP_VERSION,
  BROWSE_LABELS,
  CONTENT_VERSION,
  DISPLAY_TYPE,
  ERROR_CODES,
  LABELS,
  SETTINGS_RESTRICTIONS_LABELS as L,
  STAT_HEADERS,
  TITLE_LABELS,
} from '@stat/contracts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { mainHeading } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { tabTo } from '../support/keyboard.ts';
import { screenshot } from '../support/screenshot.ts';
import { enterVisitorState } from '../support/sessions.ts';
import { accountButton } from '../support/sign-in.ts';

// Settings and home load artwork-heavy chunks; on a shared, loaded machine 5 s was not always enough.
const expect = baseExpect.configure({ timeout: 10_000 });

// Seed provider 101: primarySub with parentalControls 'SHOWTIME' (apps/api/seed/providers.json).
const PRIMARY_SUB_PROVIDER = 101;
// The first tile of Staff Picks on home, rated TV-MA (apps/api/seed/catalogue.json).
const TV_MA_SERIES = 'Deadfall Protocol';
// Seed movies either side of a PG-13 limit.
const PG_13_MOVIE = { id: 20001, name: 'The Crossing of Caddis Point' };
const R_MOVIE = { id: 20002, name: 'The Bright Hollow Vault' };

const SCREEN_WIDTHS = [375, 768, 1280] as const;

async function screenshotsAtEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const restrictionsSection = (page: Page) => page.getByRole('region', { name: L.heading });

/** A second browser, signed in as another profile, with the same automation setting as the fixture's. */
async function otherBrowser(context: BrowserContext): Promise<BrowserContext> {
  const other = await context.browser()!.newContext();
  await other.addInitScript(() => localStorage.setItem('stat:automation', JSON.stringify({ suppressPpvState: true })));
  return other;
}

test.describe('stat: a primary sets a sub profile\u2019s viewing restrictions', () => {
  test.skip(({ variant }) => variant !== 'stat', 'provider households are the stat variant\u2019s');

  test('the sub\u2019s shelves lock at once, and the sub sees its limits but cannot change them', async ({ page, context, db, baseURL }) => {
    test.slow();
    const household = `e2e-household-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    const columns = { msoId: PRIMARY_SUB_PROVIDER, mso: 'Northwind Cable' };
    const primary = await enterVisitorState(db, context, baseURL!, 'authorized', { ...columns, accountType: 'primary' });
    const subContext = await otherBrowser(context);
    const sub = await enterVisitorState(db, subContext, baseURL!, 'authorized', { ...columns, accountType: 'sub' });
    await db.query('UPDATE users SET household_id = $1 WHERE tve_user_id IN ($2, $3)', [household, primary!.tveUserId, sub!.tveUserId]);
    const subName = `viewer${sub!.tveUserId.slice(-6)}`;

    // The sub, in its own browser, sees the TV-MA series unlocked.
    const subPage = await subContext.newPage();
    await subPage.goto(`${baseURL}/`);
    const subTile = subPage.getByRole('main').getByRole('link', { name: new RegExp(TV_MA_SERIES) }).first();
    await expect(subTile).toBeVisible();
    await expect(subTile).not.toContainText(BROWSE_LABELS.locked);

    // The primary, in Settings, sees itself and the sub, and sets the sub's TV limit by keyboard alone.
    await page.goto('/settings');
    await expect(mainHeading(page)).toHaveText(LABELS.settings);
    const section = restrictionsSection(page);
    await expect(section.getByRole('heading', { name: L.yourAccount })).toBeVisible();
    const subForm = section.getByRole('form', { name: subName });
    await expect(subForm.getByLabel(L.tv, { exact: true })).toHaveValue('TV_NR');
    await expect(section.getByRole('group', { name: L.subDefaultsHeading })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotsAtEveryWidth(page, 'settings-restrictions-stat-primary');

    const tvLimit = subForm.getByLabel(L.tv, { exact: true });
    await tabTo(page, tvLimit);
    // TV-PG: the fourth level, from the most restrictive.
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(tvLimit).toHaveValue('TV_PG');
    await tabTo(page, subForm.getByRole('button', { name: L.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: L.saved(subName) })).toBeVisible();
    await expect(subForm.getByLabel(L.tv, { exact: true })).toHaveValue('TV_PG');

    // The sub's next request is locked: no wait for a cache to expire.
    await subPage.reload();
    await expect(subTile).toBeVisible();
    await expect(subTile).toContainText(BROWSE_LABELS.locked);

    // The sub's Settings show its limits with their labels, and who may change them; nothing to edit.
    await subPage.goto(`${baseURL}/settings`);
    const subSection = restrictionsSection(subPage);
    await expect(subSection.getByRole('heading', { name: L.yourAccount })).toBeVisible();
    await expect(subSection).toContainText('TV-PG');
    await expect(subSection.getByText(L.subCannotChange)).toBeVisible();
    await expect(subSection.getByRole('button', { name: L.save })).toHaveCount(0);
    await expect(subSection.getByRole('combobox')).toHaveCount(0);
    await expectNoAxeViolations(subPage);
    await screenshotsAtEveryWidth(subPage, 'settings-restrictions-stat-sub');

    // And the server refuses the sub's own attempt to lift them.
    const refused = await subPage.evaluate(
      async ({ headers, tveUserId }) => {
        const response = await fetch(`/api/user/pc/${tveUserId}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ movie: 'MOVIE_NR', tv: 'TV_NR', typeOfAccount: 'sub' }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      {
        headers: { [STAT_HEADERS.appVersion]: APP_VERSION, [STAT_HEADERS.contentVersion]: CONTENT_VERSION, [STAT_HEADERS.displayType]: DISPLAY_TYPE },
        tveUserId: sub!.tveUserId,
      },
    );
    expect(refused).toEqual({ status: 403, body: { error: expect.objectContaining({ code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsNotAllowed }) } });
    await subContext.close();
  });
});

test.describe('ott: the account holder sets the account\u2019s limits', () => {
  test.skip(({ variant }) => variant !== 'ott', 'direct accounts are the ott variant\u2019s');

  test('a movie above the new limit is locked at once, one at it still plays', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto(`/movie/${R_MOVIE.id}`);
    await expect(mainHeading(page)).toHaveText(R_MOVIE.name);
    await expect(page.getByRole('link', { name: `${TITLE_LABELS.play} ${R_MOVIE.name}` })).toBeVisible();
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // To Settings in the app, the movie's page still in its cache.
    await accountButton(page).click();
    await page.getByRole('dialog', { name: LABELS.account }).getByRole('link', { name: LABELS.settings }).click();
    await expect(mainHeading(page)).toHaveText(LABELS.settings);
    const section = restrictionsSection(page);
    const form = section.getByRole('form', { name: L.yourAccount });
    const movieLimit = form.getByLabel(L.movie, { exact: true });
    await expect(movieLimit).toHaveValue('MOVIE_NR');
    // A direct account has no sub profiles, so no defaults for them.
    await expect(section.getByRole('group', { name: L.subDefaultsHeading })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotsAtEveryWidth(page, 'settings-restrictions-ott');

    // By keyboard alone: PG-13, the third level from the most restrictive, then Save.
    await tabTo(page, movieLimit);
    await page.keyboard.press('Home');
    for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowDown');
    await expect(movieLimit).toHaveValue('MOVIE_PG_13');
    await tabTo(page, form.getByRole('button', { name: L.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: L.saved(L.yourAccount) })).toBeVisible();

    // Back to the movie, in the same document: it is locked now, without a reload.
    await page.goBack();
    await expect(mainHeading(page)).toHaveText(R_MOVIE.name);
    await expect(page.getByRole('heading', { name: TITLE_LABELS.lockedTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: `${TITLE_LABELS.play} ${R_MOVIE.name}` })).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // One at the limit still plays.
    await page.goto(`/movie/${PG_13_MOVIE.id}`);
    await expect(page.getByRole('link', { name: `${TITLE_LABELS.play} ${PG_13_MOVIE.name}` })).toBeVisible();
  });
});
