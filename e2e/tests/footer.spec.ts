import type { Locator, Page } from '@playwright/test';
import { LABELS, SERVICE_STATUS_LABELS, type AppVariant, type Dictionary, type VisitorState } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { fetchDictionary, mainHeading } from '../support/app.ts';
import { VISITOR_STATES } from '../../apps/web/src/testing/route-expectations.ts';

const F = LABELS.footer;

/** The footer table (shell spec section 2): section title -> link labels, per variant and visitor. */
function expectedSections(d: Dictionary, variant: AppVariant, state: VisitorState, mobile: boolean) {
  const legal = [...d.legal.links.filter((l) => !l.doNotSell).map((l) => l.label), F.doNotSell, F.closedCaptioning];
  const more = d.social.map((s) => s.label);
  if (variant === 'ott') {
    return [
      [F.help, [LABELS.helpCenter, F.supportedDevices, F.contactUs, SERVICE_STATUS_LABELS.pageTitle]],
      [F.gifts, [F.redeemGift]],
      [F.legal, legal],
      [F.more, more],
    ] as const;
  }
  const signedOut = state === 'signedOut';
  return [
    [F.about, [F.aboutLink, ...(signedOut ? [F.providers] : []), LABELS.helpCenter, F.contactUs, SERVICE_STATUS_LABELS.pageTitle]],
    [F.devices, [LABELS.activateDevice]],
    ...(signedOut && !mobile ? [[F.sample, [F.freeFullEpisodes, F.liveTvSchedule]] as const] : []),
    [F.legal, legal],
    [F.more, more],
  ] as const;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function footerSection(footer: Locator, title: string): Locator {
  return footer.locator('section').filter({ has: footer.page().getByRole('heading', { name: title, exact: true }) });
}

/** Plain text of an HTML fragment as the browser renders it, whitespace collapsed. */
async function plainText(page: Page, html: string): Promise<string> {
  const text = await page.evaluate((h) => {
    const div = document.createElement('div');
    div.innerHTML = h;
    return div.textContent ?? '';
  }, html);
  return text.replace(/\s+/g, ' ').trim();
}

test.describe('footer', () => {
  for (const state of VISITOR_STATES) {
    test(`sections, links and legal texts as ${state}`, { tag: '@mobile' }, async ({
      page,
      request,
      variant,
      isMobile,
      becomeVisitor,
    }) => {
      const dictionary = await fetchDictionary(request);
      await becomeVisitor(state);
      await page.goto('/about');
      await expect(mainHeading(page)).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const expected = expectedSections(dictionary, variant, state, isMobile);

      // Text content, not rendered text: the headings are upper-cased by CSS only.
      const titles = await footer.getByRole('heading', { level: 2 }).allTextContents();
      expect(titles.map((t) => t.trim())).toEqual(expected.map(([title]) => title));

      for (const [title, labels] of expected) {
        const section = footerSection(footer, title);
        const toggle = section.getByRole('button', { name: title });
        if (await toggle.count()) {
          // Collapsible (narrow screens): closed at first, opened by its heading button.
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(section.getByRole('link')).toHaveCount(0);
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        }
        const links = section.getByRole('link');
        await expect(links).toHaveCount(labels.length);
        for (const [i, label] of labels.entries()) {
          await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`^${escape(label)}`));
        }
      }

      // Legal text, in order: paywall legal footer, dictionary legal footer, trial disclaimer
      // (signed-out only), accessibility text.
      const legal = [
        dictionary.paywallLegalFooter,
        dictionary.legal.footer,
        ...(state === 'signedOut' ? [dictionary.trialDisclaimer] : []),
        dictionary.legal.accessibility,
      ];
      const expectedTexts = await Promise.all(legal.map((html) => plainText(page, html)));
      const region = footer.getByRole('region', { name: F.legalText });
      const shown = (await region.locator(':scope > *').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(shown).toEqual(expectedTexts);
    });
  }

  test('external footer links open in a new tab without opener access', async ({ page }) => {
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const external = page.getByRole('contentinfo').getByRole('listitem').locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
