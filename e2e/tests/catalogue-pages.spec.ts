import type { Page } from '@playwright/test';
import { COLLECTION_LABELS, TITLE_LABELS, type AppVariant } from '@stat/contracts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading, pathname, scrollThroughEveryPage } from '../support/app.ts';
import { screenshot } from '../support/screenshot.ts';

// Pages here load artwork-heavy chunks and answers; on a shared, loaded machine 5 s was not always enough.
const expect = baseExpect.configure({ timeout: 10_000 });

// Seed catalogue titles these journeys open (apps/api/seed/catalogue.json).
const SERIES = { id: 2, name: 'The Quiet Ministry', firstEpisode: 'The Vote', secondEpisode: 'The Long Way Round', thirdEpisode: 'Leverage', season2First: 'Standing Orders' };
const ENDED_SERIES = 'Harrow & Vane';
const MOVIE = { id: 20001, name: 'The Crossing of Caddis Point' };

type Become = (state: 'authorized' | 'signedOut') => Promise<unknown>;

/** Content routes are open to visitors on stat and need an authorized viewer on ott (route table). */
const becomeContentViewer = (becomeVisitor: Become, variant: AppVariant) => becomeVisitor(variant === 'ott' ? 'authorized' : 'signedOut');

/** The grid of tiles a list page labels with its heading. */
const tiles = (page: Page) => page.getByRole('list', { name: /./ }).getByRole('article');
const chips = (page: Page, label: string) => page.getByRole('navigation', { name: label });

test.describe('catalogue pages', () => {
  // The pages are the same in both variants; only who reaches them differs (the route matrix's
  // unit test, and routes.spec.ts). The direct variant walks two of them as its authorized viewer.
  const DIRECT_VARIANT_JOURNEYS = new Set(['a series: seasons by the picker and by ?season=, the details tab', 'a movie']);
  test.beforeEach(async ({ becomeVisitor, variant }, testInfo) => {
    test.skip(variant === 'ott' && !DIRECT_VARIANT_JOURNEYS.has(testInfo.title), 'the same page in the provider variant');
    await becomeContentViewer(becomeVisitor, variant);
  });

  test('movies: All Movies by default, a sub-category from its chip', async ({ page }) => {
    test.slow(true, 'axe over a page of artwork tiles on a loaded machine');
    await page.goto('/movies');
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.moviesHeading);
    const nav = chips(page, COLLECTION_LABELS.subcategories);
    await expect(nav.getByRole('link', { name: 'All Movies' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Thrillers' }).click();
    await expect(nav.getByRole('link', { name: 'Thrillers' })).toHaveAttribute('aria-current', 'page');
    expect(pathname(page)).toMatch(/^\/movies\/\d+$/);
    await expect(page.getByText('Thrillers, newest first.')).toBeVisible();
    // The legacy address is the same page.
    await page.goto('/movies/allmovies');
    await expect(nav.getByRole('link', { name: 'All Movies' })).toHaveAttribute('aria-current', 'page');
  });

  test('movies page through to the last page (pages append until pageCount)', async ({ page }) => {
    test.slow(true, 'seven pages on a loaded machine');
    // Paging is about the answers: leave the server's artwork rendering (CPU-heavy on first request) out of it.
    await page.route('**/api/art/**', (route) => route.abort());
    await page.goto('/movies');
    const total = Number((await page.getByText(/^\d+ titles$/).textContent())!.split(' ')[0]);
    await scrollThroughEveryPage(page, tiles(page), total);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('all series and current series', async ({ page }) => {
    await page.goto('/series/all');
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.allSeriesHeading);
    await expect(tiles(page).filter({ hasText: ENDED_SERIES })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await chips(page, COLLECTION_LABELS.seriesLists).getByRole('link', { name: COLLECTION_LABELS.currentSeriesLink }).click();
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.currentSeriesHeading);
    expect(pathname(page)).toBe('/series/current');
    await expect(tiles(page).filter({ hasText: SERIES.name })).toHaveCount(1);
    await expect(tiles(page).filter({ hasText: ENDED_SERIES })).toHaveCount(0);

    await page.goto('/series');
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.allSeriesHeading);
  });

  test('a category with its sub-categories, and the legacy address', async ({ page }) => {
    await page.goto('/sports/allsports');
    await expect(mainHeading(page)).toHaveText('Sports');
    const nav = chips(page, COLLECTION_LABELS.subcategories);
    await expect(nav.getByRole('link', { name: 'All Sports' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Boxing' }).click();
    await expect(nav.getByRole('link', { name: 'Boxing' })).toHaveAttribute('aria-current', 'page');
    expect(pathname(page)).toMatch(/^\/category\/\d+\/sports\/boxing$/);
    await expect(page.getByText('Boxing on STAT.')).toBeVisible();
  });

  test('curated lists and one list', async ({ page }) => {
    await page.goto('/collection/allcollections');
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.curatedListsHeading);
    await expectNoAxeViolations(page);
    await tiles(page).getByRole('link', { name: /Staff Picks/ }).click();
    await expect(mainHeading(page)).toHaveText('Staff Picks');
    expect(pathname(page)).toMatch(/^\/collection\/\d+$/);
    await expect(tiles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('free full episodes, signed out', async ({ page, variant }) => {
    test.skip(variant !== 'stat', 'free full episodes are a provider-variant page');
    await page.goto('/freeepisodes');
    await expect(mainHeading(page)).toHaveText(COLLECTION_LABELS.freeEpisodesHeading);
    await expect(tiles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a series: seasons by the picker and by ?season=, the details tab', async ({ page }) => {
    await page.goto(`/series/${SERIES.id}`);
    await expect(mainHeading(page)).toHaveText(SERIES.name);
    await expect(page.getByRole('heading', { name: /^Season 1/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: SERIES.firstEpisode })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE_LABELS.playEpisode(1, 1) })).toHaveAttribute('href', /\/play\/\d+$/);
    await expectNoAxeViolations(page);

    const seasons = page.getByRole('navigation', { name: TITLE_LABELS.seasonPicker });
    await seasons.getByRole('link', { name: TITLE_LABELS.season(2) }).click();
    await expect(page).toHaveURL(/\?season=2$/);
    await expect(seasons.getByRole('link', { name: TITLE_LABELS.season(2) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: SERIES.season2First })).toBeVisible();

    await page.goto(`/series/${SERIES.id}?season=3`);
    await expect(seasons.getByRole('link', { name: TITLE_LABELS.season(3) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: /^Season 3/ })).toBeVisible();
    // A season the series lacks falls back to the first.
    await page.goto(`/series/${SERIES.id}?season=9`);
    await expect(seasons.getByRole('link', { name: TITLE_LABELS.season(1) })).toHaveAttribute('aria-current', 'true');

    // The tabs: a click, then the arrow keys; each tab has its address.
    const tabs = page.getByRole('tablist', { name: TITLE_LABELS.tabsLabel });
    await tabs.getByRole('tab', { name: TITLE_LABELS.tabDetails }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}/details`));
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: TITLE_LABELS.facts.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: TITLE_LABELS.tabEpisodes })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: TITLE_LABELS.tabEpisodes })).toHaveAttribute('aria-selected', 'true');
    expect(pathname(page)).toBe(`/series/${SERIES.id}`);
  });

  test('a movie', async ({ page }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    await expect(mainHeading(page)).toHaveText(MOVIE.name);
    await expect(page.getByRole('link', { name: `${TITLE_LABELS.play} ${MOVIE.name}` })).toHaveAttribute('href', `/play/${MOVIE.id}`);
    await expect(page.getByRole('heading', { name: TITLE_LABELS.facts.heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an episode: back to its series, on to the next one', async ({ page }) => {
    await page.goto(`/series/${SERIES.id}`);
    await page.getByRole('heading', { name: SERIES.firstEpisode }).getByRole('link').click();
    await expect(mainHeading(page)).toHaveText(SERIES.firstEpisode);
    expect(pathname(page)).toMatch(/^\/episode\/\d+$/);
    await expectNoAxeViolations(page);

    const more = page.getByRole('navigation', { name: TITLE_LABELS.episodeNavigation });
    await more.getByRole('link', { name: new RegExp(`${TITLE_LABELS.nextEpisode}.*${SERIES.secondEpisode}`) }).click();
    await expect(mainHeading(page)).toHaveText(SERIES.secondEpisode);
    await more.getByRole('link', { name: new RegExp(TITLE_LABELS.previousEpisode) }).click();
    await expect(mainHeading(page)).toHaveText(SERIES.firstEpisode);

    await more.getByRole('link', { name: TITLE_LABELS.backToSeries(SERIES.name) }).click();
    await expect(mainHeading(page)).toHaveText(SERIES.name);
    await expect(page).toHaveURL(/\?season=1$/);
  });

  test('unknown ids show a friendly not-found state', async ({ page }) => {
    for (const path of ['/series/999999', '/movie/999999', '/collection/999999', '/category/999999/nowhere']) {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(TITLE_LABELS.notFoundTitle);
    }
    await expect(page.getByRole('link', { name: TITLE_LABELS.browseSeries })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('signed in: the series resumes where the viewer is, with progress on the episode', async ({ page, db, becomeVisitor }) => {
  const user = await becomeVisitor('authorized');
  // Ten minutes into S1 E3, as the player would have recorded it.
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id FROM titles t WHERE t.series_id = $1 AND t.season_num = 1 AND t.episode_num = 3`,
    [SERIES.id],
  );
  await db.query(`INSERT INTO watch_progress (tve_user_id, title_id, seconds, status) VALUES ($1, $2, 600, 'IN_PROGRESS')`, [user!.tveUserId, rows[0]!.id]);

  await page.goto(`/series/${SERIES.id}`);
  const resume = page.getByRole('link', { name: TITLE_LABELS.continueEpisode(1, 3) });
  await expect(resume).toHaveAttribute('href', `/play/${rows[0]!.id}`);
  await expect(page.getByRole('article', { name: SERIES.thirdEpisode }).getByRole('progressbar')).toBeVisible();

  await page.getByRole('heading', { name: SERIES.thirdEpisode }).getByRole('link').click();
  await expect(page.getByRole('link', { name: `${TITLE_LABELS.resume} ${SERIES.thirdEpisode}` })).toBeVisible();
  await expect(page.getByText(/min left$/)).toBeVisible();
});

test('a series on a phone: seasons and episodes', { tag: '@mobile' }, async ({ page, variant, isMobile, becomeVisitor }) => {
  test.skip(!isMobile || variant !== 'ott', 'content routes are open on phones in the direct variant only (route table)');
  await becomeVisitor('authorized');
  await page.goto(`/series/${SERIES.id}`);
  await expect(mainHeading(page)).toHaveText(SERIES.name);
  await page.getByRole('navigation', { name: TITLE_LABELS.seasonPicker }).getByRole('link', { name: TITLE_LABELS.season(2) }).click();
  await expect(page).toHaveURL(/\?season=2$/);
  await expect(page.getByRole('heading', { name: SERIES.season2First })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('catalogue page screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, becomeVisitor }) => {
      test.skip(variant !== 'stat', 'one variant is enough to look at');
      test.slow(true, 'every tile in view is waited for; the server renders artwork on first request');
      await becomeVisitor('signedOut');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/series/${SERIES.id}`);
      await expect(page.getByRole('heading', { name: SERIES.firstEpisode })).toBeVisible();
      await screenshot(page, `series-${width}`);
      await page.mouse.wheel(0, 700);
      await screenshot(page, `series-episodes-${width}`);
      await page.goto(`/movie/${MOVIE.id}`);
      await expect(mainHeading(page)).toHaveText(MOVIE.name);
      await screenshot(page, `movie-${width}`);
      await page.goto('/movies');
      await expect(tiles(page).first()).toBeVisible();
      await screenshot(page, `movies-${width}`);
      await page.goto('/series/all');
      await expect(tiles(page).first()).toBeVisible();
      await screenshot(page, `all-series-${width}`);
    });
  }
});
