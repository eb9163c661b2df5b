import { describe, expect, it } from 'vitest';
import { DEVICE_FLOW, deviceTokenSchema, normalizeUserCode, oauthErrorSchema, USER_CODE_ALPHABET } from '@stat/contracts';
import { activate, pollToken, postForm, requestCode, useDeviceFlowApp } from '../../test/device-flow.ts';
import { insertSession, insertUser, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';

const { t, clock } = useDeviceFlowApp();

type Answer = { statusCode: number; json: () => unknown };

function expectOAuthError(response: Answer, error: string) {
  expect(response.statusCode).toBe(400);
  expect(oauthErrorSchema.parse(response.json()).error).toBe(error);
}

const secondsLater = (seconds: number) => clock.tick(seconds * 1000);

describe('POST /api/device/code', () => {
  it('gives a TV its codes (RFC 8628 section 3.2), no-store, only the digest of its device code stored', async () => {
    // As fetch sends URLSearchParams.
    const form = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    const response = await postForm(t.app, '/api/device/code', { client_id: 'roku', scope: 'tv' }, form);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const codes = response.json();
    expect(codes.device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codes.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
    expect(codes).toEqual({
      device_code: codes.device_code,
      user_code: codes.user_code,
      verification_uri: `${TEST_PUBLIC_URL}/activate`,
      verification_uri_complete: `${TEST_PUBLIC_URL}/activate?code=${codes.user_code}`,
      expires_in: DEVICE_FLOW.expiresInSeconds,
      interval: DEVICE_FLOW.intervalSeconds,
    });
    const rows = await t.database.query<{ id: string; user_code: string; client_id: string }>('SELECT id, user_code, client_id FROM device_authorizations');
    expect(rows).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{64}$/), user_code: normalizeUserCode(codes.user_code), client_id: 'roku' }]);
  });

  it('gives every TV its own codes', async () => {
    const [first, second] = [await requestCode(t.app), await requestCode(t.app)];
    expect(first!.device_code).not.toBe(second!.device_code);
    expect(first!.user_code).not.toBe(second!.user_code);
  });

  it('leaves expired codes to the sweep, after which the TV learns nothing of them', async () => {
    const codes = await requestCode(t.app);
    secondsLater(DEVICE_FLOW.expiresInSeconds);
    expect(await t.app.deviceAuthorizationsRepository.deleteExpired()).toBe(1);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'invalid_grant');
  });

  it('answers invalid_request to a malformed, repeated, JSON or missing body', async () => {
    expectOAuthError(await postForm(t.app, '/api/device/code', { client_id: 'Not A Platform!' }), 'invalid_request');
    expectOAuthError(await postForm(t.app, '/api/device/code', {}), 'invalid_request');
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/device/code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=roku&client_id=tvos',
    });
    expectOAuthError(repeated, 'invalid_request');
    expectOAuthError(await t.app.inject({ method: 'POST', url: '/api/device/code', payload: { client_id: 'roku' } }), 'invalid_request');
    const none = await t.app.inject({ method: 'POST', url: '/api/device/code' });
    expectOAuthError(none, 'invalid_request');
    expect(none.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/device/token', () => {
  it('answers authorization_pending while the viewer has not approved', async () => {
    const codes = await requestCode(t.app);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'authorization_pending');
    secondsLater(DEVICE_FLOW.intervalSeconds);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'authorization_pending');
  });

  it('answers slow_down to a poll sooner than the interval, and the interval grows by 5 s each time', async () => {
    const codes = await requestCode(t.app);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'authorization_pending');
    secondsLater(4);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'slow_down');
    // Now 10 s: 9 s is too soon, and grows it to 15 s.
    secondsLater(9);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'slow_down');
    secondsLater(15);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'authorization_pending');
    const [row] = await t.database.query<{ interval_seconds: number }>('SELECT interval_seconds FROM device_authorizations');
    expect(row!.interval_seconds).toBe(DEVICE_FLOW.intervalSeconds + 2 * DEVICE_FLOW.slowDownSeconds);
  });

  it('gives the token once the viewer has approved, exactly once: the code reused is invalid_grant', async () => {
    const codes = await requestCode(t.app);
    expect((await activate(t.app, await signedInViewer(t.database, 'viewer'), codes.user_code)).statusCode).toBe(200);
    const response = await pollToken(t.app, codes.device_code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const token = deviceTokenSchema.parse(response.json());
    expect(token).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer' });
    secondsLater(DEVICE_FLOW.intervalSeconds);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'invalid_grant');
    const sessions = await t.database.query<{ tve_user_id: string; expires_at: null }>('SELECT tve_user_id, expires_at FROM sessions WHERE device_id IS NOT NULL');
    expect(sessions).toEqual([{ tve_user_id: 'viewer', expires_at: null }]);
  });

  it('answers expired_token once the code has expired, approved or not', async () => {
    const codes = await requestCode(t.app);
    secondsLater(DEVICE_FLOW.expiresInSeconds);
    expectOAuthError(await pollToken(t.app, codes.device_code), 'expired_token');
  });

  it('answers invalid_grant to an unknown device code, and invalid_client to another client_id', async () => {
    expectOAuthError(await pollToken(t.app, 'not-a-code-we-gave'), 'invalid_grant');
    const codes = await requestCode(t.app, 'roku');
    expectOAuthError(await pollToken(t.app, codes.device_code, 'tvos'), 'invalid_client');
  });

  it('answers access_denied when the viewer was refused activation (unsupported platform)', async () => {
    const codes = await requestCode(t.app, 'vizio');
    const refused = await activate(t.app, await signedInViewer(t.database, 'viewer'), codes.user_code, 'vizio');
    expect(refused.statusCode).toBe(400);
    expectOAuthError(await pollToken(t.app, codes.device_code, 'vizio'), 'access_denied');
  });

  it('answers unsupported_grant_type to another grant, invalid_request to a malformed body', async () => {
    const codes = await requestCode(t.app);
    const fields = { grant_type: 'authorization_code', device_code: codes.device_code, client_id: 'roku' };
    expectOAuthError(await postForm(t.app, '/api/device/token', fields), 'unsupported_grant_type');
    expectOAuthError(await postForm(t.app, '/api/device/token', { ...fields, grant_type: DEVICE_FLOW.grantType, client_id: '' }), 'invalid_request');
    expectOAuthError(await postForm(t.app, '/api/device/token', { grant_type: DEVICE_FLOW.grantType, client_id: 'roku' }), 'invalid_request');
    const json = await t.app.inject({ method: 'POST', url: '/api/device/token', payload: { ...fields, grant_type: DEVICE_FLOW.grantType } });
    expectOAuthError(json, 'invalid_request');
  });
});

describe('the device flow without CSRF', () => {
  it('lets a cookie-bearing cross-site request through, never reading, renewing or clearing its session', async () => {
    await insertUser(t.database, 'victim', { registered: true });
    const cookie = `stat_sid=${await insertSession(t.database, 'victim', new Date(Date.now() + 3600_000))}`;
    const crossSite = { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const code = await postForm(t.app, '/api/device/code', { client_id: 'roku' }, crossSite);
    expect(code.statusCode).toBe(200);
    expect(code.headers['set-cookie']).toBeUndefined();
    // The cookie approves nothing: only the viewer's activation in the web app does.
    const poll = await postForm(t.app, '/api/device/token', { grant_type: DEVICE_FLOW.grantType, device_code: code.json().device_code, client_id: 'roku' }, crossSite);
    expectOAuthError(poll, 'authorization_pending');
    expect(poll.headers['set-cookie']).toBeUndefined();
    const forged = await postForm(t.app, '/api/device/code', { client_id: 'roku' }, { cookie: 'stat_sid=forged' });
    expect(forged.headers['set-cookie']).toBeUndefined();
    const [session] = await t.database.query<{ expires_at: Date }>("SELECT expires_at FROM sessions WHERE tve_user_id = 'victim'");
    expect(new Date(session!.expires_at).getTime()).toBeLessThan(Date.now() + 2 * 3600_000);
    expect(await t.database.query('SELECT device_id FROM device_authorizations WHERE device_id IS NOT NULL')).toEqual([]);
  });
});
