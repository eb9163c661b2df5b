import type { HelpUrls } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { fetchDictionary } from '../support/app.ts';

/** Paths that leave the app, and the dictionary help URL each one goes to (shell spec section 2). */
const EXTERNAL: { path: string; target: keyof HelpUrls }[] = [
  { path: '/help', target: 'helpCenter' },
  { path: '/faq', target: 'helpCenter' },
  { path: '/portal', target: 'portal' },
  { path: '/oculus', target: 'oculus' },
  { path: '/eula', target: 'privacyPolicy' },
  { path: '/privacy', target: 'privacyPolicy' },
  { path: '/privacy/california', target: 'privacyPolicy' },
  { path: '/videoServicesPolicy', target: 'privacyPolicy' },
  { path: '/videoServicesPolicy/cookies', target: 'privacyPolicy' },
];

test.describe('external redirects', () => {
  for (const { path, target } of EXTERNAL) {
    test(`${path} leaves for the dictionary's ${target} address`, async ({ page, context, request }) => {
      const { helpUrls } = await fetchDictionary(request);
      const expected = helpUrls[target];
      // Answer the external navigation here: the test machine has no network, and we only need
      // to see which address the app asked for.
      const requested: string[] = [];
      await context.route(
        (url) => url.host === new URL(expected).host,
        async (route) => {
          requested.push(route.request().url());
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' });
        },
      );
      await page.goto(path);
      await expect.poll(() => requested).toContain(expected);
      await expect(page).toHaveURL(expected);
    });
  }
});
