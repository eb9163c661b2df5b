import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activatePlatformsSchema,
  API_MESSAGES,
  DEVICE_FLOW,
  devicesSchema,
  ERROR_CODES,
  MESSAGES,
  type Device,
} from '@stat/contracts';
import { activate, activatedTv, pollToken, requestCode, useDeviceFlowApp } from '../../test/device-flow.ts';
import { SEED_DIR } from '../../paths.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS, insertSession, insertUser } from '../../test/test-app.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';

const { t, clock } = useDeviceFlowApp();

type Headers = Record<string, string>;

const expectInvalidCode = (response: Parameters<typeof expectError>[0]) => expectError(response, 400, ERROR_CODES.deviceCodeInvalid, MESSAGES.activationFailed);

const listDevices = async (headers: Headers): Promise<Device[]> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/devices?downloaders=1', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return devicesSchema.parse(response.json()).devices;
};

const deauthorize = (headers: Headers, id: string) => t.app.inject({ method: 'DELETE', url: `/api/device/deauthorize/${id}`, headers });

/** `count` devices stored for the user by SQL, as if activated before. */
async function insertDevices(tveUserId: string, count: number) {
  for (let index = 0; index < count; index++) {
    await t.database.query(
      "INSERT INTO devices (id, tve_user_id, platform, name, activated_at, last_used_at) VALUES (gen_random_uuid(), $1, 'roku', 'Roku', now(), now())",
      [tveUserId],
    );
  }
}

describe('POST /api/device/activate/{code}', () => {
  it("activates the TV on the viewer's account, whatever the case and with or without the dash", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const codes = await requestCode(t.app, 'tvos');
    const typed = codes.user_code.replace('-', '').toLowerCase();
    const response = await activate(t.app, viewer, typed, 'tvos');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deviceStatus: 'REGISTERED_ACTIVE' });
    const [device] = await listDevices(viewer);
    expect(device).toMatchObject({ platform: 'tvos', name: 'Apple TV', activatedAt: clock.now().toISOString(), lastUsedAt: clock.now().toISOString() });
  });

  it('gives the invalid-code answer to a code activated twice, even by its own viewer', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const codes = await requestCode(t.app);
    expect((await activate(t.app, viewer, codes.user_code)).statusCode).toBe(200);
    expectInvalidCode(await activate(t.app, viewer, codes.user_code));
    const other = await signedInViewer(t.database, 'other');
    expectInvalidCode(await activate(t.app, other, codes.user_code));
    expect(await listDevices(other)).toEqual([]);
    expect(await listDevices(viewer)).toHaveLength(1);
  });

  it('gives the invalid-code answer to malformed, unknown and expired codes', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    for (const code of ['ABCD-EFGH', 'BCDF', 'BCDF-GHJK-L', '%20']) expectInvalidCode(await activate(t.app, viewer, code));
    const codes = await requestCode(t.app);
    clock.tick(DEVICE_FLOW.expiresInSeconds * 1000);
    expectInvalidCode(await activate(t.app, viewer, codes.user_code));
  });

  it("gives the invalid-code answer when the chosen device is not the TV's platform (RFC 8628 section 5.4)", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const codes = await requestCode(t.app, 'roku');
    expectInvalidCode(await activate(t.app, viewer, codes.user_code, 'tvos'));
    expect((await pollToken(t.app, codes.device_code)).json()).toEqual({ error: 'authorization_pending' });
  });

  it.each(['vizio', 'roku'])(
    "refuses a TV whose platform the provider does not support, whatever was selected (%s), and the TV is denied",
    async (selected) => {
      const viewer = await signedInViewer(t.database, 'viewer');
      const codes = await requestCode(t.app, 'vizio');
      const response = await activate(t.app, viewer, codes.user_code, selected);
      expectError(response, 400, ERROR_CODES.deviceUnsupported, MESSAGES.activationDeviceUnsupported);
      expect(await listDevices(viewer)).toEqual([]);
      expect((await pollToken(t.app, codes.device_code, 'vizio')).json()).toEqual({ error: 'access_denied' });
    },
  );

  it("uses the providers file's default platforms for a viewer without a provider (ott)", async () => {
    await insertUser(t.database, 'ott-viewer', { registered: true });
    const viewer = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'ott-viewer')}` };
    const codes = await requestCode(t.app, 'xbox');
    expect((await activate(t.app, viewer, codes.user_code, 'xbox')).statusCode).toBe(200);
  });

  it('refuses an activation past the device limit, and takes it once a device is removed', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    await insertDevices('viewer', DEVICE_FLOW.maxDevices);
    const codes = await requestCode(t.app);
    expectError(await activate(t.app, viewer, codes.user_code), 409, ERROR_CODES.deviceLimit, API_MESSAGES.deviceLimit);
    const [oldest] = await listDevices(viewer);
    expect((await deauthorize(viewer, oldest!.id)).statusCode).toBe(200);
    expect((await activate(t.app, viewer, codes.user_code)).statusCode).toBe(200);
  });

  it('stops guessing per session: after 10 wrong codes even the right one waits for the window', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    for (let guess = 0; guess < DEVICE_FLOW.guesses.perSession.max; guess++) {
      expectInvalidCode(await activate(t.app, viewer, 'BCDF-GHJK', 'roku', `10.0.0.${guess + 1}`));
    }
    const codes = await requestCode(t.app);
    const refused = await activate(t.app, viewer, codes.user_code, 'roku', '10.0.1.1');
    expectError(refused, 429, ERROR_CODES.deviceGuessesExceeded, API_MESSAGES.deviceGuessesExceeded);
    clock.tick(DEVICE_FLOW.guesses.perSession.windowMs);
    const fresh = await requestCode(t.app);
    expect((await activate(t.app, viewer, fresh.user_code, 'roku', '10.0.1.1')).statusCode).toBe(200);
  });

  it('stops guessing per address after 30 wrong codes, whatever the session', async () => {
    await signedInViewer(t.database, 'viewer');
    const sessionOf = async () => ({ ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'viewer')}` });
    for (let guess = 0; guess < DEVICE_FLOW.guesses.perAddress.max; guess++) {
      expectInvalidCode(await activate(t.app, await sessionOf(), 'BCDF-GHJK', 'roku', '10.9.9.9'));
    }
    const codes = await requestCode(t.app);
    expectError(await activate(t.app, await sessionOf(), codes.user_code, 'roku', '10.9.9.9'), 429, ERROR_CODES.deviceGuessesExceeded);
    expect((await activate(t.app, await sessionOf(), codes.user_code, 'roku', '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 error.playback.notAuthorized before the profile is complete', async () => {
    const codes = await requestCode(t.app);
    expectError(await activate(t.app, APP_HEADERS, codes.user_code), 401, ERROR_CODES.sessionLoggedOut);
    await insertUser(t.database, 'unregistered');
    const unregistered = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'unregistered')}` };
    expectError(await activate(t.app, unregistered, codes.user_code), 403, ERROR_CODES.playbackNotAuthorized, API_MESSAGES.playbackNotAuthorized);
  });

  it('answers 400 error.request.invalid to a malformed body', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const codes = await requestCode(t.app);
    const response = await t.app.inject({ method: 'POST', url: `/api/device/activate/${codes.user_code}`, headers: viewer, payload: { platform: 'Roku TV' } });
    expectError(response, 400, ERROR_CODES.requestInvalid);
  });

  it('is guarded against CSRF', async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const codes = await requestCode(t.app);
    const crossSite = await activate(t.app, { ...viewer, 'sec-fetch-site': 'cross-site' }, codes.user_code);
    expectError(crossSite, 403, ERROR_CODES.requestForbidden);
    const { 'x-stat-appversion': _dropped, ...withoutAppHeader } = viewer;
    expectError(await activate(t.app, withoutAppHeader, codes.user_code), 403, ERROR_CODES.requestForbidden);
    expect(await listDevices(viewer)).toEqual([]);
  });
});

describe('GET /api/device/platforms', () => {
  const platforms = async (headers: Headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/device/platforms', headers });
    expect(response.statusCode).toBe(200);
    return activatePlatformsSchema.parse(response.json()).activate;
  };

  it("lists the devices the viewer may activate: the provider's platforms.activate, or the file's defaults (ott)", async () => {
    // The seed's providers name no platforms of their own, so theirs are the defaults too.
    const file = JSON.parse(await readFile(join(SEED_DIR, 'providers.json'), 'utf8')) as { defaults: { platforms: { activate: unknown[] } } };
    const expected = file.defaults.platforms.activate;
    expect(expected).toContainEqual({ displayName: 'Roku', platform: 'roku' });
    expect(await platforms(await signedInViewer(t.database, 'viewer'))).toEqual(expected);
    await insertUser(t.database, 'ott-viewer', { registered: true });
    const ott = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'ott-viewer')}` };
    expect(await platforms(ott)).toEqual(expected);
  });

  it("answers 401 signed out and 403 to a TV's bearer token", async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/device/platforms' }), 401, ERROR_CODES.sessionLoggedOut);
    const token = await activatedTv(t.app, await signedInViewer(t.database, 'viewer'));
    const response = await t.app.inject({ method: 'GET', url: '/api/device/platforms', headers: { authorization: `Bearer ${token}` } });
    expectError(response, 403, ERROR_CODES.requestForbidden);
  });
});

describe('GET /api/devices, DELETE /api/device/deauthorize/{id}, DELETE /api/devices', () => {
  it("lists the viewer's own devices, newest first", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    await activatedTv(t.app, viewer, 'roku');
    clock.tick(60_000);
    await activatedTv(t.app, viewer, 'firetv');
    expect((await listDevices(viewer)).map((device) => device.name)).toEqual(['Fire TV', 'Roku']);
    expect(await listDevices(await signedInViewer(t.database, 'other'))).toEqual([]);
  });

  it('answers 401 signed out, and CSRF guards the removals', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/devices' }), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/devices', headers: APP_HEADERS }), 401, ERROR_CODES.sessionLoggedOut);
    const viewer = await signedInViewer(t.database, 'viewer');
    await activatedTv(t.app, viewer);
    const { cookie } = viewer;
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/devices', headers: { cookie } }), 403, ERROR_CODES.requestForbidden);
    const [device] = await listDevices(viewer);
    expectError(await deauthorize({ cookie: cookie! }, device!.id), 403, ERROR_CODES.requestForbidden);
    expect(await listDevices(viewer)).toHaveLength(1);
  });

  it("removes one device; another user's or an unknown id is 404 and their device stays", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const other = await signedInViewer(t.database, 'other');
    await activatedTv(t.app, viewer);
    await activatedTv(t.app, other);
    const [theirs] = await listDevices(other);
    expectError(await deauthorize(viewer, theirs!.id), 404, ERROR_CODES.deviceNotFound, API_MESSAGES.deviceNotFound);
    expectError(await deauthorize(viewer, randomUUID()), 404, ERROR_CODES.deviceNotFound);
    expectError(await deauthorize(viewer, 'not-a-uuid'), 400, ERROR_CODES.requestInvalid);
    expect(await listDevices(other)).toHaveLength(1);
    const [mine] = await listDevices(viewer);
    const removed = await deauthorize(viewer, mine!.id);
    expect([removed.statusCode, removed.json()]).toEqual([200, {}]);
    expect(await listDevices(viewer)).toEqual([]);
  });

  it("removes all of the viewer's devices, and no one else's", async () => {
    const viewer = await signedInViewer(t.database, 'viewer');
    const other = await signedInViewer(t.database, 'other');
    await activatedTv(t.app, viewer, 'roku');
    await activatedTv(t.app, viewer, 'tvos');
    await activatedTv(t.app, other);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/devices', headers: viewer });
    expect([response.statusCode, response.json()]).toEqual([200, {}]);
    expect(await listDevices(viewer)).toEqual([]);
    expect(await listDevices(other)).toHaveLength(1);
  });
});
