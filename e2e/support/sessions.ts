import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import type pg from 'pg';
import type { AppVariant, VisitorState } from '@stat/contracts';
import { UNKNOWN_ACCOUNT_HASH } from '../../apps/api/src/areas/sign-in/idp/password-hash.ts';

/** The session cookie of the API (common design: opaque token, the database keeps its sha256). */
export const SESSION_COOKIE = 'stat_sid';
const SESSION_TTL = '1 day';

export interface TestUser {
  tveUserId: string;
  registered: boolean;
}

/** Extra columns of the users row for a test that needs a particular user. */
export interface UserColumns {
  accountType?: 'primary' | 'sub';
  mso?: string;
  msoId?: number;
  optionalAttributes?: Record<string, string>;
}

/**
 * Puts the browser context in a visitor state the way a real sign-in would: a users row (on ott
 * with the direct account it belongs to), a sessions row holding sha256(token), and the
 * `stat_sid` cookie. Signed out needs nothing: a
 * context without the cookie has no session, and the server creates none for a visitor who has
 * not signed in (GET /api/user answers 401 and the embedded user is null).
 */
export async function enterVisitorState(
  db: pg.Pool,
  context: BrowserContext,
  baseURL: string,
  state: VisitorState,
  columns: UserColumns = {},
  variant: AppVariant = 'stat',
): Promise<TestUser | null> {
  if (state === 'signedOut') return null;
  const user: TestUser = { tveUserId: `e2e-${randomBytes(8).toString('hex')}`, registered: state === 'authorized' };
  await db.query(
    `INSERT INTO users (tve_user_id, registered, account_type, user_name, email_address, mso, mso_id,
       mso_user_id, legal, optional_attributes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)`,
    [
      user.tveUserId,
      user.registered,
      columns.accountType ?? 'primary',
      user.registered ? `viewer${user.tveUserId.slice(-6)}` : null,
      user.registered ? `${user.tveUserId}@example.test` : null,
      columns.mso ?? 'e2e-provider',
      columns.msoId ?? null,
      `${user.tveUserId}-mso`,
      JSON.stringify(columns.optionalAttributes ?? {}),
    ],
  );
  if (variant === 'ott') {
    // Every signed-in viewer of the direct variant is an account of the service. The hash is the
    // server's decoy, which no password matches: these journeys never type it.
    await db.query(`INSERT INTO accounts (tve_user_id, email, password_hash) VALUES ($1, $2, $3)`, [
      user.tveUserId,
      `${user.tveUserId}@example.test`,
      UNKNOWN_ACCOUNT_HASH,
    ]);
  }
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  await db.query(
    `INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, now() + interval '${SESSION_TTL}')`,
    [id, user.tveUserId],
  );
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return user;
}
