import type { Page } from '@playwright/test';
import { ACCOUNT_LABELS, APP_VERSION, homeModalResponseSchema, STAT_HEADERS, LABELS, resumeWatchingSchema, SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { appHeaders, CREATED_PASSWORD, submitAccountCredentials } from '../support/direct-accounts.ts';
import { turnFlagOn } from '../support/flags.ts';
import { tabTo } from '../support/keyboard.ts';
import { addToMyList } from '../support/my-list.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { screenshot } from '../support/screenshot.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';
import { accountButton } from '../support/sign-in.ts';

const L = SETTINGS_MIGRATION_LABELS;
// From the seed catalogue (apps/api/seed/catalogue.json), as the My List journeys use them.
const SERIES = { id: 9, name: 'Glass Harbor' };
const MOVIE = { id: 20036, name: 'Kestrel Bay' };
const OTT = `http://localhost:${E2E_PORTS.ott}`;

/** A progress call from the page, as the player makes it: the viewer stopped at `seconds`. */
async function watchUntil(page: Page, titleId: number, seconds: number) {
  const status = await page.evaluate(
    async ({ path, header, version }) => (await fetch(path, { headers: { [header]: version } })).status,
    { path: `/api/title/played/title/${titleId}/at/${seconds}`, header: STAT_HEADERS.appVersion, version: APP_VERSION },
  );
  expect(status).toBe(204);
}

const carry = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

test.describe('moving to a direct account', () => {
  test.skip(({ variant }) => variant !== 'stat', 'the migration is the provider variant\'s');
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test("a copy of viewer follows the announcement, sees what carries over, moves by keyboard alone, and finds the same My List and resume point on ott once subscribed there", async ({
    page,
    browser,
    becomeVisitor,
    db,
  }) => {
    // A journey-made viewer of viewer's standing (a registered primary, signed in): the seeded
    // viewer itself is never moved, so every run and project starts from the same seed.
    const user = (await becomeVisitor('authorized'))!;
    const email = `${user.tveUserId}@example.test`;
    await db.query("INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ($1, 'MOVIE_PG_13', 'TV_14', 'MOVIE_NR', 'TV_NR')", [user.tveUserId]);
    await page.goto('/about');
    await addToMyList(page, 'series', SERIES.id);
    await addToMyList(page, 'title', MOVIE.id);
    await watchUntil(page, MOVIE.id, 600);

    // Settings leads to the page (its section passes axe there), and so does the announcement's first button.
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: L.open })).toHaveAttribute('href', '/migrate');
    await expectNoAxeViolations(page);
    const { modal } = homeModalResponseSchema.parse(await (await page.request.get('/api/home-modal')).json());
    await turnFlagOn(page, 'statMigrationEnabled');
    await page.goto('/');
    const announcement = page.getByRole('dialog', { name: modal!.content.headline });
    await announcement.getByRole('link', { name: modal!.content.buttons[0]!.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/migrate');

    // Before anything moves: each kind with its count and sample, and the restrictions.
    await expect(carry(page, L.myList)).toContainText(L.count(2));
    await expect(carry(page, L.myList).getByText(SERIES.name)).toBeVisible();
    await expect(carry(page, L.myList).getByText(MOVIE.name)).toBeVisible();
    await expect(carry(page, L.resumePoints)).toContainText(L.count(1));
    await expect(carry(page, L.resumePoints).getByText(MOVIE.name)).toBeVisible();
    await expect(page.getByText(L.movieLimit('PG-13'))).toBeVisible();
    await expect(page.getByText(L.tvLimit('TV-14'))).toBeVisible();
    // The FAQ (migrationFAQEnabled is on by default): an answer opens under its question.
    const question = page.getByText('What if I move twice?');
    await question.click();
    await expect(page.getByText(/Nothing is copied twice/)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `settings-migration-${width}`);
    }

    // The move, by keyboard alone: a new direct account, the e-mail as the provider gave it.
    const create = page.getByRole('radio', { name: L.form.create });
    await expect(create).toBeChecked();
    await expect(page.getByLabel(L.form.email)).toHaveValue(email);
    const password = page.getByLabel(L.form.password, { exact: true });
    await tabTo(page, password);
    await page.keyboard.type(CREATED_PASSWORD);
    await tabTo(page, page.getByLabel(L.form.birthDate));
    await page.keyboard.type('06011988');
    await tabTo(page, page.getByRole('button', { name: L.form.submitCreate }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText(L.done(email))).toBeVisible();
    await expect(page.getByText(L.alreadyMigrated(email))).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'settings-migration-done-1280');

    // On ott, in a browser of its own: signing in with that e-mail and subscribing (the move
    // buys nothing; ott's drawer shows My List to subscribers) shows the same list and resume point.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const ott = await browser.newContext({ baseURL: OTT });
    // As the fixture does for every journey: no pay-per-view state, so no event promo over the page.
    await ott.addInitScript(() => localStorage.setItem('stat:automation', JSON.stringify({ suppressPpvState: true })));
    const ottPage = await ott.newPage();
    await ottPage.goto('/welcome');
    await ottPage.getByRole('link', { name: ACCOUNT_LABELS.frontDoor.signIn }).click();
    await submitAccountCredentials(ottPage, email, CREATED_PASSWORD);
    await expect(accountButton(ottPage)).toBeVisible();
    await subscribeThroughApi(ottPage, OTT);
    await ottPage.goto('/about');
    await accountButton(ottPage).click();
    const myList = ottPage.getByRole('dialog', { name: LABELS.account }).getByRole('region', { name: LABELS.myList });
    await expect(myList.getByRole('listitem')).toHaveCount(2);
    await expect(myList.getByRole('listitem').first()).toContainText(MOVIE.name);
    await expect(myList.getByRole('listitem').nth(1)).toContainText(SERIES.name);
    const resume = await ottPage.request.get('/api/resumewatching', { headers: appHeaders(OTT) });
    expect(resume.status()).toBe(200);
    expect(resumeWatchingSchema.parse(await resume.json()).items.map((item) => item.titleId)).toEqual([MOVIE.id]);
    await ott.close();
  });
});
