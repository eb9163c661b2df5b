import { beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, userSchema } from '@stat/contracts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

async function signIn(tveUserId: string) {
  await insertUser(t.database, tveUserId, { registered: true });
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
}

const setAutoplay = (value: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/user/autoplay/${value}`, headers, payload: {} });

describe('POST /api/user/autoplay/{true|false}', () => {
  it('turns autoplay off and on again, answering the user and keeping it for GET user', async () => {
    const headers = await signIn('u-auto');
    const off = await setAutoplay('false', headers);
    expect(off.statusCode).toBe(200);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(userSchema.parse(off.json()).autoplay).toBe(false);
    expect(userSchema.parse((await t.app.inject({ url: '/api/user', headers })).json()).autoplay).toBe(false);

    const on = await setAutoplay('true', headers);
    expect(userSchema.parse(on.json()).autoplay).toBe(true);
  });

  it("sets optionalAttributes.WEB_AUTO_PLAY to match, so a 'false' there no longer keeps autoplay off, and keeps the other attributes", async () => {
    await insertUser(t.database, 'u-attr', { registered: true, sql: { optional_attributes: JSON.stringify({ WEB_AUTO_PLAY: 'false', HTML_INFO_BOX: '<p>terms</p>' }) } });
    const headers = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'u-attr')}` };
    const on = userSchema.parse((await setAutoplay('true', headers)).json());
    expect([on.autoplay, on.optionalAttributes]).toEqual([true, { WEB_AUTO_PLAY: 'true', HTML_INFO_BOX: '<p>terms</p>' }]);
    const off = userSchema.parse((await setAutoplay('false', headers)).json());
    expect([off.autoplay, off.optionalAttributes.WEB_AUTO_PLAY]).toEqual([false, 'false']);
  });

  it("changes only the session's own user: no id in the request can name another", async () => {
    const headers = await signIn('u-mine');
    await insertUser(t.database, 'u-other', { registered: true });
    await setAutoplay('false', headers);
    const other = await t.app.inject({ url: '/api/user', headers: { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'u-other')}` } });
    expect(userSchema.parse(other.json()).autoplay).toBe(true);
    // A user id where the value goes is no value.
    expect((await setAutoplay('u-other', headers)).statusCode).toBe(400);
  });

  it('answers 401 error.session.loggedOut when signed out', async () => {
    const response = await setAutoplay('false', APP_HEADERS);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut } });
  });

  it('refuses anything but true or false in the error shape', async () => {
    const headers = await signIn('u-bad');
    for (const value of ['yes', '1', 'TRUE', '']) {
      const response = await setAutoplay(value, headers);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('error.code');
    }
  });

  it('refuses a call from outside the app (CSRF guard)', async () => {
    const headers = await signIn('u-csrf');
    const response = await t.app.inject({ method: 'POST', url: '/api/user/autoplay/false', headers: { cookie: headers.cookie }, payload: {} });
    expect(response.statusCode).toBe(403);
  });
});
