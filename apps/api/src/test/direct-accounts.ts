import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { userSchema, type CreateAccountRequest } from '@stat/contracts';
import { APP_HEADERS, createMemoryMailer, useTestApp } from './test-app.ts';
import { clearTables } from './test-database.ts';

/**
 * A test file's app for direct accounts (the ott variant's): a clock the test moves (`clock.tick`), mail kept in
 * `mailer.sent`; users, accounts, sessions, counters and mail cleared before each test.
 */
export function useAccountsApp() {
  let at = Date.now();
  const clock = { now: () => new Date(at), tick: (ms: number) => void (at += ms) };
  const mailer = createMemoryMailer();
  const t = useTestApp({ accountClock: clock.now, mailer, config: { variant: 'ott' } });
  beforeEach(async () => {
    mailer.sent.length = 0;
    // Deleting users takes their accounts, reset links and devices with them.
    await clearTables(t.database);
    await t.database.exec('DELETE FROM sign_in_failures;');
  });
  return { t, clock, mailer };
}

export const ACCOUNT_PASSWORD = 'correct-horse-42';

/** Create Account's fields, for `email`. */
export const newAccount = (email: string, fields: Partial<CreateAccountRequest> = {}): CreateAccountRequest => ({
  email,
  password: ACCOUNT_PASSWORD,
  firstName: 'Ann',
  lastName: 'Lee',
  zipcode: '10001',
  birthDate: '1990-05-17',
  newsletterSubscribed: false,
  ...fields,
});

/** POST ott/user as the web app sends it, optionally from another client address. */
export const postAccount = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = APP_HEADERS, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/ott/user', headers, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });

/** A direct account made through Create Account: its user id and its signed-in browser's headers. */
export async function createdAccount(app: FastifyInstance, email: string): Promise<{ tveUserId: string; headers: Record<string, string> }> {
  const response = await postAccount(app, newAccount(email));
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === 'stat_sid')!.value;
  return { tveUserId: userSchema.parse(response.json()).tveUserId, headers: { ...APP_HEADERS, cookie: `stat_sid=${token}` } };
}
