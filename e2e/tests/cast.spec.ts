import type { Page } from '@playwright/test';
import { CAST_SENDER_URL, isChrome } from '../../apps/web/src/features/player/cast/cast-sender-loader.ts';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading } from '../support/app.ts';
import { blockCastSender, castButton, miniSender, serveCastStandIn, watchCastSenderRequests } from '../support/cast-stand-in.ts';

// Casting (shell spec sections 3, 4 and 7). The journeys through the player's cast button come
// with the player; these hold what stands without it. Casting is the same in both variants.
test.skip(({ variant }) => variant !== 'stat', 'casting does not differ by variant');

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
