import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ClientInteraction } from '@stat/contracts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
beforeEach(async () => {
  await clearTables(t.database);
  // Signed-out events belong to no user, so clearing users leaves them.
  await t.database.query('DELETE FROM client_interactions');
});

const HAPPENED_AT = Date.UTC(2025, 0, 2, 3, 4, 5, 678);

const EVENT: ClientInteraction = {
  action: 'Series Detail',
  actionType: 'pageView',
  meta: { pageName: 'series detail', eventHappenedAtMillis: HAPPENED_AT, siteSection: 'series', subSections: ['detail', 'season 2'], contentId: 7 },
  app: { variant: 'stat', version: '3.2.7', deviceId: 'device-1' },
  user: { state: 'authorized' },
};

const post = (payload: unknown, headers: Record<string, string> = APP_HEADERS) =>
  t.app.inject({ method: 'POST', url: '/api/client-interaction', headers, payload: payload as Record<string, unknown> });

const stored = () =>
  t.database.query<Record<string, unknown>>(
    `SELECT tve_user_id, action, action_type, page_name, site_section, sub_sections, content_id::int AS content_id,
       (extract(epoch FROM happened_at) * 1000)::bigint::text AS happened_ms, received_at > now() - interval '1 minute' AS just_received,
       app_variant, app_version, device_id
     FROM client_interactions ORDER BY id`,
  );

describe('POST /api/client-interaction', () => {
  it("stores the event with the session's user and answers 204, no-store", async () => {
    await insertUser(t.database, 'viewer', { registered: true });
    const cookie = `stat_sid=${await insertSession(t.database, 'viewer')}`;
    const response = await post(EVENT, { ...APP_HEADERS, cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stored()).toEqual([
      {
        tve_user_id: 'viewer',
        action: 'Series Detail',
        action_type: 'pageView',
        page_name: 'series detail',
        site_section: 'series',
        sub_sections: ['detail', 'season 2'],
        content_id: 7,
        happened_ms: String(HAPPENED_AT),
        just_received: true,
        app_variant: 'stat',
        app_version: '3.2.7',
        device_id: 'device-1',
      },
    ]);
  });

  it('stores a signed-out event without a user, whatever state the body claims', async () => {
    const minimal = { ...EVENT, meta: { pageName: 'home', eventHappenedAtMillis: HAPPENED_AT } };
    expect((await post(minimal)).statusCode).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining({ tve_user_id: null, page_name: 'home', site_section: null, sub_sections: [], content_id: null })]);
  });

  it("deletes a user's events with the user", async () => {
    await insertUser(t.database, 'leaver');
    await post(EVENT, { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'leaver')}` });
    await t.database.query("DELETE FROM users WHERE tve_user_id = 'leaver'");
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a bad action type', { ...EVENT, actionType: 'hover' }],
    ['no meta', { ...EVENT, meta: undefined }],
    ['meta without its time', { ...EVENT, meta: { pageName: 'home' } }],
    ['a blank page name', { ...EVENT, meta: { ...EVENT.meta, pageName: '  ' } }],
    ['an extra field', { ...EVENT, tveUserId: 'someone-else' }],
    ['an extra meta field', { ...EVENT, meta: { ...EVENT.meta, tveUserId: 'someone-else' } }],
    ['an unknown app variant', { ...EVENT, app: { ...EVENT.app, variant: 'tv' } }],
    ['six subsections', { ...EVENT, meta: { ...EVENT.meta, subSections: ['a', 'b', 'c', 'd', 'e', 'f'] } }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    expectError(await post(payload), 400, ERROR_CODES.requestInvalid);
    expect(await stored()).toEqual([]);
  });

  it('refuses a call without the app headers with 403 (CSRF), and a body over 8 KB with 413', async () => {
    expectError(await post(EVENT, {}), 403, ERROR_CODES.requestForbidden);
    const response = await post({ ...EVENT, padding: 'x'.repeat(9000) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('never logs the body, whether stored or refused', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) });
    const app = await buildTestApp(t.database, { logger: pino({ level: 'trace' }, sink) });
    try {
      const secret = 'device-secret-4711';
      const event = { ...EVENT, app: { ...EVENT.app, deviceId: secret } };
      expect((await app.inject({ method: 'POST', url: '/api/client-interaction', headers: APP_HEADERS, payload: event })).statusCode).toBe(204);
      const refused = { ...event, actionType: 'hover' };
      expect((await app.inject({ method: 'POST', url: '/api/client-interaction', headers: APP_HEADERS, payload: refused })).statusCode).toBe(400);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
