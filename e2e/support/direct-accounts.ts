import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_LABELS, ACCOUNT_PATHS, APP_VERSION, STAT_HEADERS, type AppVariant, type CreateAccountRequest } from '@stat/contracts';
import { linkInMail } from './outbox.ts';
import { DEMO_PASSWORD } from './sign-in.ts';

const L = ACCOUNT_LABELS.signInPage;

/** The password of accounts the journeys create through the API (the demo password, with a digit). */
export const CREATED_PASSWORD = `${DEMO_PASSWORD}1`;

/** A new address each time: the journeys run again (retries, reruns) on the same database. */
export const newEmail = () => `viewer-${randomUUID().slice(0, 8)}@stat.test`;

/** The headers of the web app's state-changing calls: our origin and the app's version. */
export const appHeaders = (baseURL: string) => ({ Origin: new URL(baseURL).origin, [STAT_HEADERS.appVersion]: APP_VERSION });

/**
 * Creates a direct account as Create Account does (POST ott/user), named Robin Vale; the page's
 * context is then signed in as it.
 */
export async function createDirectAccount(page: Page, baseURL: string, email: string): Promise<void> {
  const data: CreateAccountRequest = {
    email,
    password: CREATED_PASSWORD,
    firstName: 'Robin',
    lastName: 'Vale',
    zipcode: '10001',
    birthDate: '1990-04-12',
    newsletterSubscribed: false,
  };
  const response = await page.request.post('/api/ott/user', { data, headers: appHeaders(baseURL) });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Resets the account's password from another device (`request`, a client of its own): the
 * forgot-password call, the mailed link's token, the new password. Every browser session of the
 * account ends.
 */
export async function resetPasswordElsewhere(
  request: APIRequestContext,
  { baseURL, variant, email, newPassword }: { baseURL: string; variant: AppVariant; email: string; newPassword: string },
): Promise<void> {
  const headers = appHeaders(baseURL);
  expect((await request.post('/api/user/resetpassword', { data: { email }, headers })).status()).toBe(200);
  const link = await linkInMail(variant, email, ACCOUNT_PATHS.resetPassword);
  const authToken = link.searchParams.get('token');
  const answer = await request.put('/api/user/resetpassword', { data: { authToken, newPassword }, headers });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** On the account provider's page: the e-mail and password, then Sign In. */
export async function submitAccountCredentials(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: L.title })).toBeVisible();
  await page.getByLabel(L.email).fill(email);
  await page.getByLabel(L.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: L.submit }).click();
}
