import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@stat/contracts';
import { operatorAuthorization } from '../../lib/operator-address-file.ts';
import { APP_HEADERS, buildTestApp, createMemoryMailer, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { NEWSLETTER_SEND_PATH } from './newsletter-send-routes.ts';

const OPERATOR_KEY = 'k'.repeat(43);
const mailer = createMemoryMailer();
const t = useTestApp({ operatorKey: OPERATOR_KEY, mailer });
beforeEach(async () => {
  await clearTables(t.database);
  mailer.sent.length = 0;
});

const send = (id: string, authorization?: string) => t.app.inject({ method: 'POST', url: NEWSLETTER_SEND_PATH(id), headers: authorization ? { authorization } : {} });

describe('POST /_operator/newsletters/{id}/send (npm run newsletter while the server runs)', () => {
  it('writes the issue to every subscriber, and only to them, through the server’s mailer', async () => {
    for (const [tveUserId, subscribed] of [['reader', true], ['other', false]] as const) {
      await insertUser(t.database, tveUserId, { registered: true, sql: { email_address: `${tveUserId}@example.com` } });
      const headers = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
      await t.app.inject({ method: 'PUT', url: '/api/user/newsletters', headers, payload: [{ id: 'offers', subscribed }] });
    }
    const response = await send('offers', operatorAuthorization(OPERATOR_KEY));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 1 });
    expect(mailer.sent.map((message) => message.to)).toEqual(['reader@example.com']);
    expect(mailer.sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    ['no key', undefined],
    ['another key', operatorAuthorization('x'.repeat(43))],
    ['the key without its scheme', OPERATOR_KEY],
  ])('refuses %s, and sends nothing', async (_case, authorization) => {
    const response = await send('offers', authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(ERROR_CODES.requestForbidden);
    expect(mailer.sent).toEqual([]);
  });

  it('refuses a newsletter that does not exist', async () => {
    const response = await send('gossip', operatorAuthorization(OPERATOR_KEY));
    expect(response.statusCode).toBe(400);
    expect(mailer.sent).toEqual([]);
  });

  it('is not served without an operator key (the tests’ and any app built without one)', async () => {
    const app = await buildTestApp(t.database);
    try {
      expect((await app.inject({ method: 'POST', url: NEWSLETTER_SEND_PATH('offers'), headers: { authorization: operatorAuthorization(OPERATOR_KEY) } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
