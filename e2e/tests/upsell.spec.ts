import { UPSELL_LABELS, UPSELL_TEMPLATE_NAMES, providerDataSchema, upsellContent } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fetchDictionary } from '../support/app.ts';
import { accountButton, signInThroughProvider } from '../support/sign-in.ts';

/** The seeded subscriber whose package lacks the network, per upsell template (README). */
const subscriberFor = (template: string) => (template === 'cablevision' ? 'nopremium' : `upsell.${template}`);

test.describe('the upsell dialog', () => {
  test.skip(({ variant }) => variant !== 'stat', 'the upsell belongs to TV-provider sign-in');

  test('nopremium: a package without the network shows its provider\'s upsell, and the viewer stays signed in', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, 'Copperfield Cable', 'nopremium');
    const content = upsellContent('cablevision', 'Copperfield Cable');
    const dialog = page.getByRole('dialog', { name: content.title });
    await expect(dialog.getByText(content.body)).toBeVisible();
    for (const step of content.steps) await expect(dialog.getByText(step)).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard alone: focus is on OK as the dialog opens, Enter answers it.
    await expect(dialog.getByRole('button', { name: UPSELL_LABELS.ok })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({ registered: true, isAuthorized: false });
  });

  // Every template's text is the web's unit test (upsell-dialog.test.tsx) and every template's
  // not-entitled subscriber the API's (seed-tv-subscribers.test.ts): one journey for the other
  // branch, a template the app does not know, proves the wiring.
  test('a template the app does not know shows the plain body, without steps', async ({ page, request }) => {
    const { msos } = await fetchDictionary(request);
    const known = UPSELL_TEMPLATE_NAMES as readonly string[];
    let unknown: { logInText: string; template: string } | undefined;
    for (const mso of msos) {
      const template = providerDataSchema.parse(await (await request.get(`/api/mso/${mso.id}`)).json()).upsellTemplate ?? '';
      if (!known.includes(template)) unknown = { logInText: mso.logInText, template };
    }
    expect(unknown, 'a seeded provider with a template the app does not know').toBeDefined();
    await page.goto('/');
    await signInThroughProvider(page, unknown!.logInText, subscriberFor(unknown!.template));
    const content = upsellContent(unknown!.template, unknown!.logInText);
    expect(content.steps).toEqual([]);
    const dialog = page.getByRole('dialog', { name: content.title });
    await expect(dialog.getByText(content.body)).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
    await dialog.getByRole('button', { name: UPSELL_LABELS.ok }).click();
    await expect(dialog).toBeHidden();
  });
});
