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

  test('every template, and an unknown one with the plain body', async ({ page, request, context }) => {
    test.setTimeout(180_000);
    const { msos } = await fetchDictionary(request);
    const seen = new Set<string>();
    for (const mso of msos) {
      const provider = providerDataSchema.parse(await (await request.get(`/api/mso/${mso.id}`)).json());
      const template = provider.upsellTemplate ?? '';
      seen.add(template);
      await context.clearCookies();
      await page.goto('/');
      await signInThroughProvider(page, mso.logInText, subscriberFor(template));
      const content = upsellContent(template, mso.logInText);
      const dialog = page.getByRole('dialog', { name: content.title });
      await expect(dialog.getByText(content.body), template).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(content.steps.length);
      await dialog.getByRole('button', { name: UPSELL_LABELS.ok }).click();
    }
    for (const template of UPSELL_TEMPLATE_NAMES) expect(seen, template).toContain(template);
    expect([...seen].some((template) => !(UPSELL_TEMPLATE_NAMES as readonly string[]).includes(template))).toBe(true);
  });
});
