import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type pg from 'pg';
import { APP_LABELS, IDP_LABELS, LABELS } from '@stat/contracts';
import { providerPicker } from './app.ts';

/** Every seeded subscriber's password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'stat-demo';

/**
 * A fresh twin of a seeded subscriber: same provider, account type, household, package and
 * password, new username. First-sign-in journeys use twins, so they run again (retries, other
 * projects) against a database where the seeded one has already completed its profile.
 */
export async function twinOf(db: pg.Pool, username: string): Promise<string> {
  const twin = `${username}.${randomUUID().slice(0, 8)}`;
  const { rowCount } = await db.query(
    `INSERT INTO tv_subscribers (id, mso_id, username, password_hash, account_type, household_id, entitled)
     SELECT $1, mso_id, $2, password_hash, account_type, household_id, entitled FROM tv_subscribers WHERE username = $3`,
    [`twin-${randomUUID()}`, twin, username],
  );
  expect(rowCount, `seeded subscriber ${username}`).toBe(1);
  return twin;
}

/**
 * Opens the picker from the header and picks a provider by its sign-in text: from the featured
 * ones when it is there, else through 'See All Providers' and the search.
 */
export async function pickProvider(page: Page, provider: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: LABELS.signIn }).click();
  await chooseProvider(page, provider);
}

/** In the open picker, picks a provider by its sign-in text (see pickProvider). */
export async function chooseProvider(page: Page, provider: string): Promise<void> {
  const picker = providerPicker(page);
  await expect(picker).toBeVisible();
  const featured = picker.getByRole('button', { name: provider, exact: true });
  if ((await featured.count()) === 0) {
    await picker.getByRole('button', { name: APP_LABELS.picker.seeAll }).click();
    await picker.getByPlaceholder(APP_LABELS.picker.searchPlaceholder).fill(provider.slice(0, 6));
  }
  await picker.getByRole('button', { name: provider, exact: true }).click();
}

/** The provider's own sign-in page: fills in the account and submits. */
export async function submitProviderCredentials(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(IDP_LABELS.username).fill(username);
  await page.getByLabel(IDP_LABELS.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: IDP_LABELS.submit }).click();
}

/** Signs in from the current page through the picker and the provider's page. */
export async function signInThroughProvider(page: Page, provider: string, username: string): Promise<void> {
  await pickProvider(page, provider);
  await expect(page.getByRole('heading', { name: IDP_LABELS.signInTitle(provider) })).toBeVisible();
  await submitProviderCredentials(page, username);
}

/** The account button the header shows once signed in. */
export function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: LABELS.account, exact: true });
}

/** Signs out as a viewer does: the account button, then Sign Out in the drawer. */
export async function signOutFromDrawer(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('dialog', { name: LABELS.account }).getByRole('button', { name: LABELS.signOut }).click();
}
