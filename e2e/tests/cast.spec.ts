import type { Page } from '@playwright/test';
import { CAST_LABELS, PLAYER_LABELS } from '@stat/contracts';
import { CAST_STAND_IN_DEFAULTS } from '../../apps/web/src/testing/cast-framework-stand-in.ts';
import { CAST_SENDER_URL, isChrome } from '../../apps/web/src/features/player/cast/cast-sender-loader.ts';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading } from '../support/app.ts';
import { expectPlaying, playableMovie, playerRegion, pressPlay } from '../support/app-player.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { FULL_CHROMIUM } from '../support/browsers.ts';
import {
  blockCastSender,
  castButton,
  castCommands,
  castLoads,
  miniSender,
  receiverAdvances,
  serveCastStandIn,
  watchCastSenderRequests,
} from '../support/cast-stand-in.ts';

// Casting (shell spec sections 3, 4 and 7), with a scripted stand-in for the Cast framework in
// place of Google's library. Casting is the same in both variants.
test.skip(({ variant }) => variant !== 'stat', 'casting does not differ by variant');
// The app offers casting in Chrome only, which it tells by the `chrome` global: the headless
// shell the other journeys use has none.
test.use({ launchOptions: FULL_CHROMIUM });

const DEVICE = CAST_STAND_IN_DEFAULTS.deviceName!;

/** Adds the library's script as the app's loader does; true once the library says casting is available. */
function addCastLibrary(page: Page): Promise<boolean> {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        Object.assign(window, { __onGCastApiAvailable: resolve });
        const script = document.createElement('script');
        script.src = src;
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
    CAST_SENDER_URL,
  );
}

test('pages without the player neither fetch the Cast library nor show casting controls', { tag: '@mobile' }, async ({
  page,
  becomeVisitor,
}) => {
  await becomeVisitor('authorized');
  await serveCastStandIn(page);
  const requests = watchCastSenderRequests(page);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await expect(castButton(page)).toHaveCount(0);
  await expect(miniSender(page)).toHaveCount(0);
  expect(requests()).toBe(0);
});

test('the app takes this browser for Chrome, and its CSP lets the library in: here, the stand-in', { tag: '@mobile' }, async ({
  page,
}) => {
  await serveCastStandIn(page);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  const [userAgent, hasChromeGlobal] = await page.evaluate(() => [navigator.userAgent, typeof (window as { chrome?: unknown }).chrome === 'object'] as const);
  expect(isChrome(userAgent, hasChromeGlobal)).toBe(true);
  expect(await addCastLibrary(page)).toBe(true);
});

test('a library that never arrives leaves casting unavailable', async ({ page }) => {
  await blockCastSender(page);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  expect(await addCastLibrary(page)).toBe(false);
});

test('a viewer casts a movie from the player, runs it from the mini sender and the player, and takes it back', async ({
  page,
  becomeVisitor,
  db,
}) => {
  test.setTimeout(90_000);
  const movie = await playableMovie(db);
  await becomeVisitor('authorized');
  await serveCastStandIn(page);
  await page.goto(`/movie/${movie}`);
  const name = await mainHeading(page).innerText();
  await pressPlay(page.getByRole('link', { name: /^Play / }));
  await expectPlaying(page, 2);

  // The cast button shows once the library sees a device (the controls, once the pointer moves);
  // the TV takes the title where it was.
  await playerRegion(page).hover();
  await castButton(page).click();
  await expect(miniSender(page)).toBeVisible();
  await expect(playerRegion(page)).toHaveCount(0);
  await expect(miniSender(page).getByText(CAST_LABELS.playingOn(DEVICE))).toBeVisible();
  const [load] = await castLoads(page);
  expect(load!.media.customData.titleId).toBe(movie);
  expect(load!.media.contentUrl).toContain(`/media/titles/${movie}/`);
  expect(load!.media.metadata.title).toBe(name);
  expect(load!.currentTime).toBeGreaterThan(1);

  await miniSender(page).getByRole('button', { name: CAST_LABELS.pause }).click();
  await expect(miniSender(page).getByRole('button', { name: CAST_LABELS.play })).toBeVisible();
  expect(await castCommands(page)).toContain('playOrPause');

  // The mini sender opens the play route, where the player is the TV's remote: no picture here.
  await miniSender(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${movie}$`));
  const sender = page.getByRole('dialog', { name: PLAYER_LABELS.region });
  await expect(sender.getByRole('heading', { name })).toBeVisible();
  await expect(sender.getByText(CAST_LABELS.playingOn(DEVICE))).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(miniSender(page)).toHaveCount(0);
  await receiverAdvances(page, 60);
  await expect(sender.getByRole('slider', { name: PLAYER_LABELS.seek })).toHaveAttribute('aria-valuetext', /^1 minute/);
  await expectNoAxeViolations(page);

  // Closed, the sender is the mini bar again; opened and stopped, the title plays here.
  await sender.getByRole('button', { name: PLAYER_LABELS.close }).click();
  await expect(miniSender(page)).toBeVisible();
  await miniSender(page).getByRole('link', { name }).click();
  await page.getByRole('dialog', { name: PLAYER_LABELS.region }).getByRole('button', { name: CAST_LABELS.stop }).click();
  // The stand-in records the command once the click's handler has run: poll, do not race it.
  await expect.poll(() => castCommands(page)).toContain('endSession');
  await expect(miniSender(page)).toHaveCount(0);
  await expectPlaying(page, 1);
});
