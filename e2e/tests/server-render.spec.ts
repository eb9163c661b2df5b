import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { ACCOUNT_LABELS, ACCOUNT_PATHS, APP_LABELS, LABELS, SERVER_RENDER_ELEMENT_ID, type AppVariant, type VisitorState } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectRoute, mainHeading } from '../support/app.ts';
import { newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountButton } from '../support/sign-in.ts';
import { HEADINGS, ROUTE_CASES, VISITOR_STATES } from '../../apps/web/src/testing/route-expectations.ts';

/**
 * Issue 27: the server renders the first screen into the document, with its data, and the
 * browser hydrates it in place. The route matrix's oracle (route-expectations.ts) says where each
 * visitor lands; these journeys check that the document already is that page.
 */

const SERVER_RENDER_BLOCK = `id="${SERVER_RENDER_ELEMENT_ID}"`;
/** React's mark of a Suspense boundary the server could not render, which the browser renders instead. */
const CLIENT_RENDERED_PART = '<!--$!-->';

/** The pages the issue measures, and who looks at them. */
const FIRST_SCREENS: Record<AppVariant, { path: string; state: VisitorState; title: string }[]> = {
  stat: [
    { path: '/', state: 'signedOut', title: HEADINGS.home },
    { path: '/', state: 'authorized', title: HEADINGS.home },
    { path: '/series/2', state: 'signedOut', title: HEADINGS.seriesDetail },
    { path: '/search/quiet', state: 'signedOut', title: HEADINGS.search },
    { path: '/movies', state: 'signedOut', title: HEADINGS.movies },
  ],
  ott: [
    { path: '/', state: 'authorized', title: HEADINGS.home },
    // The paywall, as a viewer whose subscription lapsed sees it.
    { path: '/continuePurchase', state: 'unauthorized', title: HEADINGS.continuePurchase },
  ],
};

/** What a browser context with the same cookies, but no JavaScript, finds in the document. */
async function withoutScripts<T>(browser: Browser, context: BrowserContext, read: (page: Page) => Promise<T>): Promise<T> {
  const bare = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  try {
    return await read(await bare.newPage());
  } finally {
    await bare.close();
  }
}

/**
 * Collects what React says when hydration fails (the production build reports a recoverable
 * error, #418 and its kin, through the page's error event and the console).
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The app's code: the entry the boot script asks for. */
const APP_CODE = '**/assets/index-*.js';
/** The boot script, which runs the DRM check (the app's code, deferred after it, waits too). */
const BOOT_SCRIPT = '**/assets/boot-*.js';

/** Holds the scripts matching `glob` until the journey calls the function it returns. */
async function holdScripts(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the first screen, rendered on the server', () => {
  test('each measured page is in its document before any script runs, and hydrates without a warning', async ({ page, browser, context, variant, becomeVisitor }) => {
    for (const { path, state, title } of FIRST_SCREENS[variant]) {
      await context.clearCookies();
      await becomeVisitor(state);
      const errors = collectErrors(page);
      // goto waits for the page to be interactive: hydration is over (fixtures.ts).
      const response = await page.goto(path);
      const document = await response!.text();
      expect(document).toContain(SERVER_RENDER_BLOCK);
      expect(document).not.toContain(CLIENT_RENDERED_PART);
      // The CSP allows no inline script: every script is a file or a JSON block.
      for (const [tag] of document.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\bsrc=|type="application\/json"/);
      await expectRoute(page, title);
      const heading = await mainHeading(page).textContent();
      // The first shelf's heading and names (the plans, on the paywall) as the hydrated page shows them.
      const firstNames = (await page.getByRole('main').locator('h2, h3, a, label').allTextContents()).filter((name) => name.trim()).slice(0, 4);
      expect(firstNames.length, `${path}: headings and links on the page`).toBeGreaterThan(1);
      await withoutScripts(browser, context, async (bare) => {
        await bare.goto(path);
        // No script ran: the preloader still covers it, yet the page is all there.
        await expect(bare.getByRole('status', { name: new RegExp(APP_LABELS.brandName) })).toBeVisible();
        await expect(bare).toHaveTitle(`${title} | ${APP_LABELS.brandName}`);
        await expect(bare.locator('#root h1')).toHaveText(heading!);
        const text = await bare.locator('#root main').textContent();
        for (const name of firstNames) expect(text, `${path} as ${state}`).toContain(name.trim());
      });
      expect(errors, `${path} as ${state}`).toEqual([]);
      page.removeAllListeners('pageerror');
      page.removeAllListeners('console');
    }
    await expectNoAxeViolations(page);
  });

  test('the code each measured page runs before it is interactive builds none of the API\'s schemas', async ({ page, context, variant, becomeVisitor }) => {
    for (const { path, state } of FIRST_SCREENS[variant]) {
      await context.clearCookies();
      await becomeVisitor(state);
      // Every script asked for until the page is interactive (the boot script, the app's code and
      // the page's chunks). The contracts' schemas, and the full zod they are built with, load when
      // a call first needs them; the route table's few parsers use Zod Mini.
      const asked: string[] = [];
      const listen = (request: Request) => {
        if (request.resourceType() === 'script') asked.push(request.url());
      };
      page.on('request', listen);
      await page.goto(path);
      page.off('request', listen);
      expect(asked.length, path).toBeGreaterThan(2);
      for (const url of asked) {
        const code = await (await page.request.get(url)).text();
        // Full zod's base class, by its name (Mini's is ZodMiniType, the shared core's $ZodType).
        expect(code, `${path} as ${state}: ${url}`).not.toMatch(/[`'"]ZodType[`'"]/);
      }
    }
  });

  test('home on a phone is in its document too, and hydrates in place', { tag: '@mobile' }, async ({ page, isMobile, becomeVisitor }) => {
    test.skip(!isMobile, 'the phone project: the provider variant offers the apps there, the direct variant its catalogue');
    await becomeVisitor('signedOut');
    const errors = collectErrors(page);
    // Held until the drawn page is marked, so that hydration can be seen to keep its nodes.
    const release = await holdScripts(page, APP_CODE);
    const response = await page.goto('/', { waitUntil: 'commit' });
    const document = await response!.text();
    expect(document).toContain(SERVER_RENDER_BLOCK);
    expect(document).not.toContain(CLIENT_RENDERED_PART);
    const heading = page.locator('#root h1');
    await expect(heading).toBeVisible();
    await heading.evaluate((node) => node.setAttribute('data-drawn-by', 'server'));
    release();
    await page.waitForSelector('html[data-app-interactive]');
    // Hydrated, not drawn again: the server's node is still the one on screen.
    await expect(mainHeading(page)).toHaveAttribute('data-drawn-by', 'server');
    expect(errors).toEqual([]);
  });

  test('the preloader hides the page until start-up has run the DRM check', async ({ page }) => {
    const release = await holdScripts(page, BOOT_SCRIPT);
    await page.goto('/about', { waitUntil: 'commit' });
    const preloader = page.getByRole('status', { name: new RegExp(APP_LABELS.brandName) });
    await expect(preloader).toBeVisible();
    // The page is in the document, hidden (not covered): nothing of it is painted, and it is out
    // of the accessibility tree (no role finds it).
    const heading = page.locator('#root h1');
    await expect(heading).toHaveText(HEADINGS.about);
    await expect(heading).toBeHidden();
    await expect(mainHeading(page)).toHaveCount(0);
    release();
    await expect(mainHeading(page)).toBeVisible();
    await expect(preloader).toHaveCount(0);
  });

  for (const state of VISITOR_STATES) {
    test(`every route that is its own page renders on the server (${state})`, async ({ page, variant, becomeVisitor }) => {
      await becomeVisitor(state);
      const rendered: string[] = [];
      for (const { path, outcome } of ROUTE_CASES) {
        const expected = outcome({ variant, state, mobile: false });
        const response = await page.request.get(path, { headers: { accept: 'text/html' } });
        expect(response.status(), path).toBe(200);
        const document = await response.text();
        const landed = new URL(response.url()).pathname;
        if (!document.includes(SERVER_RENDER_BLOCK)) {
          // Left to the browser: the player, the picker, and sign-in or the paywall, which
          // remember where the viewer was going; never a page that is its own.
          expect('page' in expected && (expected.path ?? path) === landed, `${path}: ${JSON.stringify(expected)}`).toBe(false);
          continue;
        }
        // The provider picker opens in the browser over the page the server drew under it.
        if ('picker' in expected) continue;
        expect('page' in expected, `${path} rendered, expected ${JSON.stringify(expected)}`).toBe(true);
        if (!('page' in expected)) continue;
        expect(landed, path).toBe(expected.path ?? path);
        expect(document, path).toContain(`<title>${expected.page} | ${APP_LABELS.brandName}</title>`);
        // Nothing of it failed on the server and was left to the browser (React marks such a part).
        expect(document, path).not.toContain(CLIENT_RENDERED_PART);
        rendered.push(path);
      }
      // Every page a visitor of this state may open is among them.
      const ownPages = ROUTE_CASES.filter(({ path, outcome }) => {
        const expected = outcome({ variant, state, mobile: false });
        return 'page' in expected && (expected.path ?? path) === path;
      }).map(({ path }) => path);
      expect(rendered).toEqual(expect.arrayContaining(ownPages));
    });
  }
});

test.describe('the first screen, hydrated in place', () => {
  // As a viewer has it: the pay-per-view state on (the other journeys' automation takes it away).
  test.use({ ppvState: true });

  test('every picture on the measured pages shows once it has loaded, hydrated or not', async ({ page, context, variant, becomeVisitor }) => {
    const hiddenPictures = () =>
      page.evaluate(() => {
        const loaded = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((image) => image.complete && image.naturalWidth > 0);
        return { loaded: loaded.length, hidden: loaded.filter((image) => getComputedStyle(image).opacity !== '1').map((image) => image.currentSrc) };
      });
    for (const { path, state } of FIRST_SCREENS[variant]) {
      await context.clearCookies();
      await becomeVisitor(state);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Pictures the page loaded before its code arrived have no handler to hear them: they must not wait for one.
      await expect.poll(hiddenPictures, { message: `${path} as ${state}` }).toEqual({ loaded: expect.any(Number), hidden: [] });
      expect((await hiddenPictures()).loaded, `${path} as ${state}`).toBeGreaterThan(0);
    }
  });

  test('nothing on the measured pages moves when the page hydrates (no layout shift)', async ({ page, context, variant, becomeVisitor }) => {
    for (const { path, state } of FIRST_SCREENS[variant]) {
      await context.clearCookies();
      await becomeVisitor(state);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
              resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            // No entry at all: nothing moved.
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift, `${path} as ${state}`).toBeLessThanOrEqual(0.01);
    }
  });
});

test.describe('a viewer who acts before the page has its code', () => {
  test('a press on the account button, by keyboard, opens the drawer once the page hydrates', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    const release = await holdScripts(page, APP_CODE);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(mainHeading(page)).toHaveText(HEADINGS.about);
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: LABELS.account })).toBeVisible();
  });

  test('an e-mail typed and sent before the code arrives is sent once the page hydrates, not submitted natively', async ({ page, variant }) => {
    test.skip(variant !== 'ott', 'direct accounts are ott\'s');
    const email = newEmail();
    const release = await holdScripts(page, APP_CODE);
    await page.goto(ACCOUNT_PATHS.forgotPassword, { waitUntil: 'domcontentloaded' });
    await expect(mainHeading(page)).toHaveText(ACCOUNT_LABELS.forgotPassword.title);
    const field = page.getByRole('main').getByLabel(ACCOUNT_LABELS.forgotPassword.email);
    await field.fill(email);
    await field.press('Enter');
    release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ACCOUNT_LABELS.forgotPassword.sent(email));
    // The form's own submit, not the browser's: the address stayed as it was.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(ACCOUNT_PATHS.forgotPassword);
  });
});
