import { describe, expect, it } from 'vitest';
import { devicesSchema, ERROR_CODES, userSchema, viewerRestrictionsSchema } from '@stat/contracts';
import { activatedTv, activate, bearer, requestCode, useDeviceFlowApp } from '../../test/device-flow.ts';
import { insertSession } from '../../test/test-app.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';

const { t, clock } = useDeviceFlowApp();

type Headers = Record<string, string>;

const getUser = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const devicesOf = async (viewer: Headers) => devicesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/devices', headers: viewer })).json()).devices;

describe("a TV's bearer token", () => {
  it("is the viewer's session for every user-scoped call, no cookie set, no CSRF headers needed", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const token = await activatedTv(t.app, viewer);
    const user = await getUser(bearer(token));
    expect(user.statusCode).toBe(200);
    expect(userSchema.parse(user.json()).tveUserId).toBe('viewer');
    expect(user.headers['set-cookie']).toBeUndefined();
    const autoplay = await t.app.inject({ method: 'POST', url: '/api/user/autoplay/false', headers: bearer(token) });
    expect(autoplay.statusCode).toBe(200);
    expect(userSchema.parse(autoplay.json()).autoplay).toBe(false);
  });

  it("records the device's last use, at most once a minute", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const token = await activatedTv(t.app, viewer);
    const lastUsed = async () => (await devicesOf(viewer))[0]!.lastUsedAt;
    clock.tick(30_000);
    await getUser(bearer(token));
    const first = clock.now().toISOString();
    expect(await lastUsed()).toBe(first);
    clock.tick(59_999);
    await getUser(bearer(token));
    expect(await lastUsed()).toBe(first);
    clock.tick(1);
    await getUser(bearer(token));
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('stops working at once when its device is removed, one or all', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const one = await activatedTv(t.app, viewer, 'roku');
    const [device] = await devicesOf(viewer);
    // Seen once, so the sessions cache holds it.
    expect((await getUser(bearer(one))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/device/deauthorize/${device!.id}`, headers: viewer })).statusCode).toBe(200);
    expectError(await getUser(bearer(one)), 401, ERROR_CODES.sessionLoggedOut);

    const [first, second] = [await activatedTv(t.app, viewer, 'roku'), await activatedTv(t.app, viewer, 'tvos')];
    expect((await getUser(bearer(first))).statusCode).toBe(200);
    expect((await getUser(bearer(second))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/devices', headers: viewer })).statusCode).toBe(200);
    expectError(await getUser(bearer(first)), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await getUser(bearer(second)), 401, ERROR_CODES.sessionLoggedOut);
    expect(await t.database.query('SELECT id FROM sessions WHERE device_id IS NOT NULL')).toEqual([]);
  });

  it('cannot manage devices, activate codes or sign in: 403 error.request.forbidden', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const token = await activatedTv(t.app, viewer);
    const [device] = await devicesOf(viewer);
    const codes = await requestCode(t.app);
    const calls = [
      activate(t.app, bearer(token), codes.user_code),
      t.app.inject({ method: 'GET', url: '/api/devices', headers: bearer(token) }),
      t.app.inject({ method: 'DELETE', url: `/api/device/deauthorize/${device!.id}`, headers: bearer(token) }),
      t.app.inject({ method: 'DELETE', url: '/api/devices', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/tve/login/101', headers: bearer(token) }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 403, ERROR_CODES.requestForbidden);
    expect(await devicesOf(viewer)).toHaveLength(1);
    expect((await getUser(bearer(token))).statusCode).toBe(200);
  });

  it('cannot lift the viewing restrictions it enforces: PUT user/pc is 403 error.request.forbidden, reading them is allowed', async () => {
    const viewer = await signedInViewer(t.database, 'viewer', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const token = await activatedTv(t.app, viewer);
    const lift = { movie: 'MOVIE_NR', tv: 'TV_NR', defaultMovie: 'MOVIE_NR', defaultTv: 'TV_NR', typeOfAccount: 'primary' };
    expectError(await t.app.inject({ method: 'PUT', url: '/api/user/pc', headers: bearer(token), payload: lift }), 403, ERROR_CODES.requestForbidden);
    const read = await t.app.inject({ method: 'GET', url: '/api/user/pc', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(viewerRestrictionsSchema.parse(read.json())).toMatchObject({ movie: 'MOVIE_PG', tv: 'TV_PG' });
    // The primary's browser still can.
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/pc', headers: viewer, payload: lift })).statusCode).toBe(200);
  });

  it("opens nothing as a cookie, and a browser's token opens nothing as a bearer", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const token = await activatedTv(t.app, viewer);
    const asCookie = await getUser({ cookie: `stat_sid=${token}` });
    expectError(asCookie, 401, ERROR_CODES.sessionLoggedOut);
    expect(String(asCookie.headers['set-cookie'])).toMatch(/^stat_sid=;/);
    const browserToken = await insertSession(t.database, 'viewer');
    const asBearer = await getUser(bearer(browserToken));
    expectError(asBearer, 401, ERROR_CODES.sessionLoggedOut);
    expect(asBearer.headers['set-cookie']).toBeUndefined();
    expectError(await getUser(bearer('malformed')), 401, ERROR_CODES.sessionLoggedOut);
  });

  it("unpairs for good: GET device/unpair removes the TV's device and its token", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const token = await activatedTv(t.app, viewer);
    const unpair = await t.app.inject({ method: 'GET', url: '/api/device/unpair', headers: bearer(token) });
    expect([unpair.statusCode, unpair.json()]).toEqual([200, {}]);
    expect(unpair.headers['set-cookie']).toBeUndefined();
    expectError(await getUser(bearer(token)), 401, ERROR_CODES.sessionLoggedOut);
    expect(await devicesOf(viewer)).toEqual([]);
    expect((await getUser(viewer)).statusCode).toBe(200);
  });
});
