import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_LABELS, LABELS, STARTUP_DATA_ELEMENT_ID, dictionarySchema, type AppVariant, type Dictionary } from '@stat/contracts';

/** The dictionary the running server serves (the source of help, legal and social links). */
export async function fetchDictionary(request: APIRequestContext): Promise<Dictionary> {
  const res = await request.get('/api/dictionary');
  expect(res.ok()).toBe(true);
  return dictionarySchema.parse(await res.json());
}

/** The page's main heading (h1). */
export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Waits until start-up is over and the route with this title is on screen: the document title
 * names it and the page has its h1 (whose text may be the page's own, as on home).
 */
export async function expectRoute(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} | ${APP_LABELS.brandName}`);
  await expect(mainHeading(page)).toBeVisible();
}

/** Waits until start-up is over and the page shows `heading` as its h1. */
export async function expectPage(page: Page, heading: string): Promise<void> {
  await expect(mainHeading(page)).toHaveText(heading);
}

/** The provider picker dialog (shell spec section 2: titled 'Sign In'). */
export function providerPicker(page: Page) {
  return page.getByRole('dialog', { name: LABELS.signIn });
}

/** The header's Sign In: a button opening the picker on stat, a link to the front door on ott. */
export function headerSignIn(page: Page, variant: AppVariant) {
  return page.getByRole('banner').getByRole(variant === 'stat' ? 'button' : 'link', { name: LABELS.signIn });
}

/** The pathname the browser shows now. */
export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Host names of absolute URLs, for intercepting navigations that leave the app. */
export function hostOf(url: string): string {
  return new URL(url).host;
}

const EMBEDDED_STARTUP_DATA = new RegExp(`<script[^>]*\\bid="${STARTUP_DATA_ELEMENT_ID}"[^>]*>.*?</script>`, 's');

/**
 * Serves the SPA document without the start-up data the server embeds in it, so the app fetches
 * now, user and dictionary from the API as its fallback: the way a test holds or breaks one of
 * those calls (page.route on the call) to reach the preloader or the SERVER ERROR page.
 */
export async function fetchStartupDataFromApi(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The body is re-sent decoded: drop the headers that describe the compressed one.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    const body = (await response.text()).replace(EMBEDDED_STARTUP_DATA, '');
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/**
 * Scrolls to the end of a paged list until `items` number `total`: each time the "Load more"
 * button nears the viewport the next page appends by itself (pressing it is a unit test; here
 * a press races the observer that also fires when the press scrolls the button into view).
 */
export async function scrollThroughEveryPage(page: Page, items: Locator, total: number): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(items).toHaveCount(total, { timeout: 1_000 });
  }).toPass({ timeout: 75_000 });
}

