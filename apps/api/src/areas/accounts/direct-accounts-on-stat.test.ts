import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { ACCOUNTS_CLIENT_ID } from '../sign-in/idp/idp-secrets.ts';
import { SEED_DIR } from '../../paths.ts';
import { seedDirectAccounts } from './seed-direct-accounts.ts';
import { newAccount } from '../../test/direct-accounts.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ config: { variant: 'stat' } });

// Even with direct accounts stored (a database an ott server used), stat never opens them.
beforeAll(() => seedDirectAccounts(t.database.db, join(SEED_DIR, 'direct-accounts.json')));

describe('direct accounts on the stat variant', () => {
  it.each([
    ['GET', '/api/account/login'],
    ['GET', '/api/account/callback?code=x&state=y'],
    ['GET', '/api/user/exist/subscriber%40stat.test'],
    ['POST', '/api/ott/user'],
    ['POST', '/api/user/resetpassword'],
    ['PUT', '/api/user/resetpassword'],
    ['POST', '/api/user/authentication'],
    ['GET', '/api/cbs/okta/user/profile'],
    ['POST', '/api/cbs/okta/password'],
  ] as const)('%s %s is 404 in the API error shape', async (method, url) => {
    const payload = method === 'GET' ? undefined : newAccount('someone@example.com');
    const response = await t.app.inject({ method, url, headers: APP_HEADERS, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.notFound);
  });

  it('creates no account: nothing is stored after Create Account', async () => {
    await t.app.inject({ method: 'POST', url: '/api/ott/user', headers: APP_HEADERS, payload: newAccount('new@example.com') });
    expect(await t.database.query("SELECT email FROM accounts WHERE email = 'new@example.com'")).toEqual([]);
  });

  it("has no account client at the identity provider: its authorization request is refused", async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: `/idp/auth?client_id=${ACCOUNTS_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:8080/api/account/callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.headers.location).toBeUndefined();
  });

});
