import { request, type Page } from '@playwright/test';
import { NEWSLETTER_LABELS, NEWSLETTER_UNSUBSCRIBE_PATH, type NewsletterId } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { tabTo } from '../support/keyboard.ts';
import { sendNewsletter } from '../support/newsletter-cli.ts';
import { linkInMail, messagesTo } from '../support/outbox.ts';
import { screenshot } from '../support/screenshot.ts';

const L = NEWSLETTER_LABELS;
const nameOf = (id: NewsletterId) => L.newsletters[id].name;

const section = (page: Page) => page.getByRole('region', { name: L.sectionTitle });
const switchOf = (page: Page, id: NewsletterId) => section(page).getByRole('switch', { name: nameOf(id) });
// The settings notification: the live region with its dismiss button (loaders are status regions too).
const notification = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('button') });

/**
 * Toggles a newsletter by keyboard alone: Tab (Shift+Tab when the focus is past it) to its switch,
 * Space; the notification confirms it, and is dismissed by keyboard too (one shows at a time),
 * which leaves the focus after the sections.
 */
async function toggleByKeyboard(page: Page, id: NewsletterId, subscribed: boolean, key: 'Tab' | 'Shift+Tab') {
  await tabTo(page, switchOf(page, id), key);
  await page.keyboard.press('Space');
  await expect(notification(page)).toContainText(subscribed ? L.subscribed(nameOf(id)) : L.unsubscribed(nameOf(id)));
  await expect(switchOf(page, id)).toBeChecked({ checked: subscribed });
  await tabTo(page, notification(page).getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(notification(page)).toHaveCount(0);
}

/** The newest newsletter message to `email`: its headers unfolded, and its one-click address on this server. */
async function unsubscribeLinkOf(page: Page, variant: 'stat' | 'ott', email: string) {
  const link = await linkInMail(variant, email, NEWSLETTER_UNSUBSCRIBE_PATH);
  const message = messagesTo(variant, email).at(-1)!.replace(/\r?\n[ \t]+/g, ' ');
  expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(message).toContain(`List-Unsubscribe: <${link.href}>`);
  return new URL(`${link.pathname}${link.search}`, page.url()).href;
}

test.describe('Settings: newsletters', () => {
  test('toggle newsletters by keyboard, then unsubscribe from a sent issue in one click, as a mail client does', async ({ page, becomeVisitor, variant }) => {
    const user = await becomeVisitor('authorized');
    const email = `${user!.tveUserId}@example.test`;
    await page.goto('/settings');
    await expect(section(page).getByRole('heading', { level: 2, name: L.sectionTitle })).toBeVisible();
    for (const id of ['whats-new', 'premieres-and-fights', 'offers'] as const) {
      await expect(switchOf(page, id)).not.toBeChecked();
      await expect(section(page).getByText(L.newsletters[id].description)).toBeVisible();
    }

    await toggleByKeyboard(page, 'offers', true, 'Tab');
    await toggleByKeyboard(page, 'premieres-and-fights', true, 'Shift+Tab');
    await toggleByKeyboard(page, 'premieres-and-fights', false, 'Shift+Tab');
    await expectNoAxeViolations(page);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section(page).scrollIntoViewIfNeeded();
      await screenshot(page, `settings-newsletters-${variant}-${width}`);
    }

    // A reload shows what the server holds.
    await page.reload();
    await expect(switchOf(page, 'offers')).toBeChecked();
    await expect(switchOf(page, 'premieres-and-fights')).not.toBeChecked();

    expect(await sendNewsletter(variant, 'offers')).toMatch(/^offers: sent to \d+ subscribers? \(through the running server\)$/m);
    const url = await unsubscribeLinkOf(page, variant, email);

    // The mail client's one-click POST (RFC 8058): no cookie, cross-site, the form body.
    const mailClient = await request.newContext();
    const post = () => mailClient.post(url, { form: { 'List-Unsubscribe': 'One-Click' } });
    const first = await post();
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(L.unsubscribePage.done(nameOf('offers'), email));
    // Used again: harmless, and it says so.
    expect(await (await post()).text()).toContain(L.unsubscribePage.again(nameOf('offers'), email));
    await mailClient.dispose();

    await page.reload();
    await expect(switchOf(page, 'offers')).not.toBeChecked();
  });

  test("the e-mail's unsubscribe page asks first and unsubscribes with its button; the subscribe link subscribes", async ({ page, becomeVisitor, variant }) => {
    const user = await becomeVisitor('authorized');
    const email = `${user!.tveUserId}@example.test`;

    // The one-click subscribe link lands on Settings, which subscribes and says so.
    await page.goto('/api/user/newsletter/subscribe/premieres-and-fights');
    await expect(notification(page)).toContainText(L.subscribed(nameOf('premieres-and-fights')));
    await expect(switchOf(page, 'premieres-and-fights')).toBeChecked();
    await expect(page).toHaveURL(/\/settings$/);

    await sendNewsletter(variant, 'premieres-and-fights');
    const url = await unsubscribeLinkOf(page, variant, email);

    // Opening the link (as a scanner's prefetch would) changes nothing: the page asks.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: L.unsubscribePage.title })).toBeVisible();
    await expect(page.getByText(L.unsubscribePage.confirm(nameOf('premieres-and-fights'), email))).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `settings-newsletters-unsubscribe-page-${variant}`);
    await page.goto('/settings');
    await expect(switchOf(page, 'premieres-and-fights')).toBeChecked();

    // The page's button, by keyboard.
    await page.goto(url);
    const button = page.getByRole('button', { name: L.unsubscribePage.button });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(L.unsubscribePage.done(nameOf('premieres-and-fights'), email));
    await expectNoAxeViolations(page);

    await page.goto('/settings');
    await expect(switchOf(page, 'premieres-and-fights')).not.toBeChecked();
  });
});
