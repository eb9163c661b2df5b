import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNT_LABELS, accountDataSchema, API_MESSAGES, NEWSLETTER_IDS, subscriptionDetailsSchema, SETTINGS_DATA_LABELS, type AccountData } from '@stat/contracts';
import { pathname } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { appHeaders, CREATED_PASSWORD, createDirectAccount, newEmail, submitAccountCredentials } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { screenshot } from '../support/screenshot.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';
import { startTv, type TvSimulator } from '../support/tv-simulator.ts';

const L = SETTINGS_DATA_LABELS;
let tv: TvSimulator | null = null;
test.afterEach(() => tv?.stop());
// The TV polls every 5 s, as RFC 8628 has it: the deletion journeys wait for its polls.
test.describe.configure({ timeout: 90_000 });

const section = (page: Page) => page.getByRole('region', { name: L.heading });
const confirmation = (page: Page) => page.getByRole('dialog', { name: L.dialogTitle });

/** A signed-in viewer of this variant (ott: a direct account with a password; stat: a provider's user); its e-mail on ott. */
async function signedInViewer(page: Page, variant: string, baseURL: string, becomeVisitor: (state: 'authorized') => Promise<{ tveUserId: string } | null>) {
  if (variant === 'ott') {
    const email = newEmail();
    await createDirectAccount(page, baseURL, email);
    return { email, tveUserId: null };
  }
  const user = await becomeVisitor('authorized');
  return { email: null, tveUserId: user!.tveUserId };
}

/** An ott viewer subscribed (Essential annual, the test Visa): the day its term ends, as Settings shows it. */
async function subscribed(page: Page, baseURL: string): Promise<number> {
  await subscribeThroughApi(page, baseURL);
  const details = subscriptionDetailsSchema.parse(await (await page.request.get('/api/user/subscription')).json());
  return details.nextBillingDate!;
}

/** Download my data, by keyboard: the browser's download, its JSON parsed by the contract. */
async function downloadByKeyboard(page: Page): Promise<AccountData> {
  const button = section(page).getByRole('button', { name: L.download });
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^stat-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return accountDataSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
}

/** A TV activated for the signed-in viewer, watching (GET user every 2 s) until it is signed out. */
async function activatedTv(page: Page, baseURL: string): Promise<TvSimulator> {
  const simulator = startTv(baseURL, ['--platform', 'roku', '--watch', '--every', '2']);
  const code = await simulator.line('Code: ');
  const approved = await page.request.post(`/api/device/activate/${encodeURIComponent(code)}`, { data: { platform: 'roku' }, headers: appHeaders(baseURL) });
  expect(approved.status(), await approved.text()).toBe(200);
  await simulator.line('Activated.');
  await simulator.line('Signed in as ');
  return simulator;
}

test.describe('Settings: your data', () => {
  test('download my data: a JSON file of the viewer’s profile, devices and consent, confirmed; the section passes axe', async ({ page, baseURL, variant, becomeVisitor }) => {
    const viewer = await signedInViewer(page, variant, baseURL!, becomeVisitor);
    await page.goto('/settings');
    await expect(section(page).getByRole('heading', { level: 2, name: L.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    const data = await downloadByKeyboard(page);
    if (viewer.email) expect(data.profile).toMatchObject({ emailAddress: viewer.email, firstName: 'Robin', lastName: 'Vale', birthDate: '1990-04-12' });
    else expect(data.profile.tveUserId).toBe(viewer.tveUserId);
    expect(data.consent).toEqual({ termsAccepted: true, newsletters: NEWSLETTER_IDS.map((id) => ({ id, subscribed: false })) });
    expect(data.devices).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: L.downloaded })).toBeVisible();

    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section(page).scrollIntoViewIfNeeded();
      await screenshot(page, `settings-data-${variant}-${width}`);
    }
  });

  test('the confirmation names what goes (ott: the day the subscription ends); Esc and Keep my account close it, focus back on Delete account', async ({ page, baseURL, variant, becomeVisitor }) => {
    await signedInViewer(page, variant, baseURL!, becomeVisitor);
    const endsAt = variant === 'ott' ? await subscribed(page, baseURL!) : null;
    await page.goto('/settings');
    const opener = section(page).getByRole('button', { name: L.deleteAccount });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = confirmation(page);
    await expect(dialog).toBeVisible();
    for (const item of L.goes) await expect(dialog.getByText(item, { exact: true })).toBeVisible();
    if (variant === 'ott') {
      await expect(dialog.getByText(L.goesOtt)).toBeVisible();
      await expect(dialog.getByText(L.subscriptionCancelled(endsAt!))).toBeVisible();
      await expect(dialog.getByLabel(L.password, { exact: true })).toBeFocused();
    } else {
      await expect(dialog.getByLabel(L.password, { exact: true })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `settings-data-dialog-${variant}-${width}`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: L.cancel }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('delete an account by keyboard: its TV is signed out, it lands signed out with a notification, and its sign-in fails', async ({ page, baseURL, variant, becomeVisitor, db }) => {
    const viewer = await signedInViewer(page, variant, baseURL!, becomeVisitor);
    const endsAt = variant === 'ott' ? await subscribed(page, baseURL!) : null;
    tv = await activatedTv(page, baseURL!);
    await page.goto('/settings');
    await tabTo(page, section(page).getByRole('button', { name: L.deleteAccount }));
    await page.keyboard.press('Enter');
    const dialog = confirmation(page);
    if (variant === 'ott') {
      // A wrong password is refused on the field; nothing is deleted.
      await page.keyboard.type('not-the-password-1');
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(L.password, { exact: true })).toHaveAccessibleDescription(API_MESSAGES.wrongPassword);
      await expectNoAxeViolations(page);
      await dialog.getByLabel(L.password, { exact: true }).fill(CREATED_PASSWORD);
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, dialog.getByRole('button', { name: L.confirm }));
      await page.keyboard.press('Enter');
    }

    // Signed out, on the signed-out landing (home; ott's front door), with the notice: on ott the
    // subscription was cancelled first, and the notice says when it ends.
    await expect.poll(() => pathname(page)).toBe(variant === 'ott' ? '/welcome' : '/');
    await expect(page.getByRole('status').filter({ hasText: endsAt === null ? L.deleted : L.deletedSubscriptionEnds(endsAt) })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `settings-data-deleted-${variant}`);
    await tv.line('Removed: ');
    expect(await tv.exited()).toBe(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    if (viewer.email) {
      // The password sign-in no longer knows the account.
      await page.getByRole('main').getByRole('link', { name: ACCOUNT_LABELS.frontDoor.signIn }).click();
      await submitAccountCredentials(page, viewer.email, CREATED_PASSWORD);
      await expect(page.getByRole('alert')).toHaveText(ACCOUNT_LABELS.signInPage.wrongCredentials);
    } else {
      // The session and the user are gone from our tables.
      const { rows } = await db.query('SELECT 1 FROM sessions WHERE tve_user_id = $1 UNION ALL SELECT 1 FROM users WHERE tve_user_id = $1', [viewer.tveUserId]);
      expect(rows).toEqual([]);
    }
  });
});
