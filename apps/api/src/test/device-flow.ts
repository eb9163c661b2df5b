import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { DEVICE_FLOW, deviceAuthorizationSchema, deviceTokenSchema, type DeviceAuthorization } from '@stat/contracts';
import { useTestApp } from './test-app.ts';
import { clearTables } from './test-database.ts';

/**
 * A test file's app whose device flow runs on a clock the test moves (`clock.tick`), with users,
 * sessions, devices, codes and wrong-guess counts removed before each test.
 */
export function useDeviceFlowApp() {
  let at = Date.now();
  const clock = { now: () => new Date(at), tick: (ms: number) => void (at += ms) };
  const t = useTestApp({ deviceClock: clock.now });
  beforeEach(async () => {
    await clearTables(t.database);
    await t.database.exec('DELETE FROM device_authorizations; DELETE FROM sign_in_failures;');
  });
  return { t, clock };
}

/** A form-encoded POST, as a TV sends it. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A TV of this platform asks for its codes. */
export async function requestCode(app: FastifyInstance, clientId = 'roku'): Promise<DeviceAuthorization> {
  const response = await postForm(app, '/api/device/code', { client_id: clientId });
  expect(response.statusCode).toBe(200);
  return deviceAuthorizationSchema.parse(response.json());
}

/** A TV's poll. */
export const pollToken = (app: FastifyInstance, deviceCode: string, clientId = 'roku') =>
  postForm(app, '/api/device/token', { grant_type: DEVICE_FLOW.grantType, device_code: deviceCode, client_id: clientId });

/** The viewer activates a code from the web app (`headers`: the browser's), optionally from another address. */
export const activate = (app: FastifyInstance, headers: Record<string, string>, code: string, platform = 'roku', remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/device/activate/${code}`,
    headers,
    payload: { platform },
    ...(remoteAddress ? { remoteAddress } : {}),
  } satisfies InjectOptions);

/** A whole activation: the TV's code, the viewer's approval, the TV's token. */
export async function activatedTv(app: FastifyInstance, headers: Record<string, string>, platform = 'roku'): Promise<string> {
  const codes = await requestCode(app, platform);
  expect((await activate(app, headers, codes.user_code, platform)).statusCode).toBe(200);
  const response = await pollToken(app, codes.device_code, platform);
  expect(response.statusCode).toBe(200);
  return deviceTokenSchema.parse(response.json()).access_token;
}

/** The headers of a TV's call with its token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
