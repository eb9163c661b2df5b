import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, SERVICE_STATUS_LABELS, STATUS_CACHE_SECONDS, serviceStatusSchema, statusAllClearSchema, type StatusIncidentId } from '@stat/contracts';
import { expectError } from '../../test/expect-error.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { createServiceStatusRepository } from './service-status-repository.ts';

// Each test's viewers are its own.
let run = 0;
const t = useTestApp({});
const DAY_MS = 24 * 60 * 60 * 1000;

type Headers = Record<string, string>;
const incidents = () => createServiceStatusRepository(t.database.db);
const status = async () => {
  const response = await t.app.inject({ url: '/api/status' });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: serviceStatusSchema.parse(response.json()) };
};
const seen = (headers: Headers, id: number | string) => t.app.inject({ method: 'PUT', url: `/api/user/status/seen/${id}`, headers });
const allClear = async (headers: Headers) => statusAllClearSchema.parse((await t.app.inject({ url: '/api/user/status/all-clear', headers })).json()).incidents;
const dismiss = (headers: Headers, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/user/status/all-clear/${id}`, headers });

beforeEach(async () => {
  await t.database.exec('DELETE FROM service_incidents;');
  run += 1;
});

describe('GET /api/status', () => {
  beforeEach(async () => {
    // Past the route's one-second memo of the listing (real time): each test reads its own rows.
    await new Promise((resolve) => setTimeout(resolve, 1_010));
  });

  it('answers no incidents, public and cacheable a few seconds', async () => {
    const { response, body } = await status();
    expect(body).toEqual({ current: [], recent: [] });
    expect(response.headers['cache-control']).toBe(`public, max-age=${STATUS_CACHE_SECONDS}`);
  });

  it('answers the open incidents first and the resolved ones of the last 30 days, newest first, with their times', async () => {
    const now = Date.now();
    const repo = incidents();
    const old = await repo.open('Long ago', 'live', now - 40 * DAY_MS);
    await repo.resolve(old.id, now - 39 * DAY_MS);
    const resolved = await repo.open('Sign-in was slow', 'sign-in', now - 3 * DAY_MS);
    await repo.resolve(resolved.id, now - 2 * DAY_MS);
    const live = await repo.open('Live channels are buffering', 'live', now - 60_000);
    const everything = await repo.open('<b>Everything</b> is down', 'all', now - 1_000);

    const { body } = await status();
    expect(body.current).toEqual([
      { id: everything.id, text: '<b>Everything</b> is down', affects: 'all', startedAt: now - 1_000, endedAt: null },
      { id: live.id, text: 'Live channels are buffering', affects: 'live', startedAt: now - 60_000, endedAt: null },
    ]);
    expect(body.recent).toEqual([{ id: resolved.id, text: 'Sign-in was slow', affects: 'sign-in', startedAt: now - 3 * DAY_MS, endedAt: now - 2 * DAY_MS }]);
  });

  it('answers a signed-in viewer exactly what it answers anyone (public, the same for everyone)', async () => {
    const viewer = await signedInViewer(t.database, 'status-reader');
    await incidents().open('Pay-per-view is down', 'ppv', Date.now());
    const anonymous = (await status()).body;
    const signedIn = serviceStatusSchema.parse((await t.app.inject({ url: '/api/status', headers: viewer })).json());
    expect(signedIn).toEqual(anonymous);
  });
});

describe('the banner seen, and the all-clear', () => {
  it('a viewer shown an open incident gets its all-clear once it is resolved, and dismisses it', async () => {
    const viewer = await signedInViewer(t.database, `shown-${run}`);
    const incident = await incidents().open('Live channels are buffering', 'live', Date.now());
    const first = await seen(viewer, incident.id);
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['cache-control']).toBe('no-store');
    // Idempotent: a second tab saying so again changes nothing.
    expect((await seen(viewer, incident.id)).statusCode).toBe(204);
    expect(await allClear(viewer)).toEqual([]);

    await incidents().resolve(incident.id, Date.now());
    const notices = await allClear(viewer);
    expect(notices.map((notice) => [notice.id, notice.text, notice.endedAt !== null])).toEqual([[incident.id, 'Live channels are buffering', true]]);

    expect((await dismiss(viewer, incident.id)).statusCode).toBe(204);
    expect(await allClear(viewer)).toEqual([]);
    // Dismissing again is still the viewer's own, done.
    expect((await dismiss(viewer, incident.id)).statusCode).toBe(204);
  });

  it('a viewer not shown an incident gets no all-clear for it', async () => {
    const viewer = await signedInViewer(t.database, `unshown-${run}`);
    const incident = await incidents().open('Sign-in is failing', 'sign-in', Date.now());
    await incidents().resolve(incident.id, Date.now());
    expect(await allClear(viewer)).toEqual([]);
  });

  it('refuses a resolved or unknown incident as seen (404), and a malformed id (400)', async () => {
    const viewer = await signedInViewer(t.database, `late-${run}`);
    const incident = await incidents().open('Brief', 'live', Date.now());
    await incidents().resolve(incident.id, Date.now());
    expectError(await seen(viewer, incident.id), 404, ERROR_CODES.notFound, SERVICE_STATUS_LABELS.notOpen);
    expectError(await seen(viewer, 999_999), 404, ERROR_CODES.notFound);
    for (const bad of ['abc', '0', '-1', '1e3', '12345678901']) expectError(await seen(viewer, bad), 400, ERROR_CODES.requestInvalid);
    for (const bad of ['abc', '0']) expectError(await dismiss(viewer, bad), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 401 signed out on every personal call', async () => {
    const incident = await incidents().open('Live is down', 'live', Date.now());
    expectError(await seen(APP_HEADERS, incident.id), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await t.app.inject({ url: '/api/user/status/all-clear', headers: APP_HEADERS }), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await dismiss(APP_HEADERS, incident.id), 401, ERROR_CODES.sessionLoggedOut);
  });

  it("refuses another viewer's all-clear: dismissing it is 404 and the owner's notice stays", async () => {
    const owner = await signedInViewer(t.database, `owner-${run}`);
    const other = await signedInViewer(t.database, `other-${run}`);
    const incident = await incidents().open('Pay-per-view is down', 'ppv', Date.now());
    await seen(owner, incident.id);
    await incidents().resolve(incident.id, Date.now());

    expectError(await dismiss(other, incident.id), 404, ERROR_CODES.notFound, SERVICE_STATUS_LABELS.noAllClear);
    expect(await allClear(other)).toEqual([]);
    expect((await allClear(owner)).map((notice) => notice.id)).toEqual([incident.id as StatusIncidentId]);
  });

  it('refuses an open incident’s all-clear (404): it is not over', async () => {
    const viewer = await signedInViewer(t.database, `early-${run}`);
    const incident = await incidents().open('Still going', 'all', Date.now());
    await seen(viewer, incident.id);
    expectError(await dismiss(viewer, incident.id), 404, ERROR_CODES.notFound);
  });

  it('refuses a state-changing call from another site (CSRF)', async () => {
    const viewer = await signedInViewer(t.database, `csrf-${run}`);
    const incident = await incidents().open('Live is down', 'live', Date.now());
    const response = await seen({ cookie: viewer.cookie!, 'sec-fetch-site': 'cross-site' }, incident.id);
    expect(response.statusCode).toBe(403);
  });
});
