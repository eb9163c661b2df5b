import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, ofrepRequestErrorSchema } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { hashSessionToken } from './sessions-repository.ts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const DAY_MS = 24 * 3600 * 1000;

/** Test-only routes: a public answer that (wrongly) sets a cookie, and a body-taking call. */
async function probeRoutes(scope: FastifyInstance) {
  scope.get('/api/probe-public', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60').setCookie('leak', 'token');
    return { ok: true };
  });
  scope.post('/api/probe', async () => ({ ok: true }));
  // A public answer that looks at the session (as the catalogue's do, to lock titles for a profile).
  scope.get('/api/probe-public-viewer', async (request, reply) => {
    await request.loadSession(reply);
    reply.header('cache-control', 'public, max-age=60');
    return { ok: true };
  });
}

/** The app with the probe routes, logging at debug into `lines` (their level and message). */
async function loggedProbe(database: Database) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))) });
  const app = await buildTestApp(database, { logger: pino({ level: 'debug' }, stream) }, probeRoutes);
  return { app, lines };
}

async function expiresAt(token: string): Promise<number> {
  const rows = await t.database.query<{ expires_at: string | Date }>('SELECT expires_at FROM sessions WHERE id = $1', [
    hashSessionToken(token),
  ]);
  return new Date(rows[0]!.expires_at).getTime();
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBeDefined();
}

describe('finding 1: the CSRF guard and the session decide on the matched route', () => {
  it.each(['/%61pi/device/unpair', '/api/device/unpair', '/%61%70%69/device/unpair', '/api/device/unpai%72'])(
    'refuses a cookie-clearing %s without the app headers',
    async (url) => {
      await insertUser(t.database, `u-csrf-${url}`, { registered: true });
      const token = await insertSession(t.database, `u-csrf-${url}`);
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `stat_sid=${token}` } });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
      const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `stat_sid=${token}` } });
      expect(user.statusCode).toBe(200);
    },
  );

  it.each(['/API/device/unpair', '/api//device/unpair', '/api/device/unpair/', '/api/x/../device/unpair'])(
    'does not reach the route by %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(response.statusCode);
    },
  );

  it('loads the session for every path form of an /api route', async () => {
    await insertUser(t.database, 'u-encoded', { registered: true });
    const token = await insertSession(t.database, 'u-encoded');
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/user', headers: { cookie: `stat_sid=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tveUserId: 'u-encoded' });
  });
});

describe('finding 2: no cookie on a publicly cacheable answer', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await buildTestApp(t.database, {}, probeRoutes);
  });
  afterAll(() => probe.close());

  it.each(['/api/dictionary', '/api/media/providers/101.svg'])('%s sets no cookie, forged or due for renewal', async (url) => {
    await insertUser(t.database, `u-public-${url}`, { registered: true });
    // Expires in 2 days: due for the sliding renewal on any session-aware answer.
    const renewable = await insertSession(t.database, `u-public-${url}`, new Date(Date.now() + 2 * DAY_MS));
    for (const cookie of [`stat_sid=${renewable}`, 'stat_sid=forged']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Not renewed either: a public answer never touches the session.
    expect(await expiresAt(renewable)).toBeLessThan(Date.now() + 3 * DAY_MS);
  });

  it('strips a cookie a public answer tries to set (the safety net), with an error-level line', async () => {
    const response = await probe.inject({ method: 'GET', url: '/api/probe-public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { app, lines } = await loggedProbe(t.database);
    await app.inject({ method: 'GET', url: '/api/probe-public' });
    await app.close();
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['Set-Cookie dropped from a publicly cacheable answer']);
  });

  it('logs a dead session cookie on a public answer at debug only, once a request: nobody can flood the error log', async () => {
    const { app, lines } = await loggedProbe(t.database);
    for (let request = 0; request < 3; request++) {
      const response = await app.inject({ method: 'GET', url: '/api/probe-public-viewer', headers: { cookie: 'stat_sid=forged-or-expired' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await app.close();
    // (Beside the start-up warning of a test app with no built web app.)
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual(['web app not built: / answers 503']);
    expect(lines.filter((line) => line.msg === 'dead session cookie left for a private answer to clear')).toHaveLength(3);
  });
});

describe('finding 3: the rate limit comes first and counts every request', () => {
  const limited = (max: number, trustProxy?: number) =>
    buildTestApp(t.database, { config: { variant: 'stat', webDistDir: '/nonexistent', rateLimitMax: max }, trustProxy });

  it('counts CSRF refusals, OPTIONS, not-found and bad-URL answers', async () => {
    const app = await limited(4);
    expect((await app.inject({ method: 'GET', url: '/api/device/unpair' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'OPTIONS', url: '/api/now' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/%ff' })).statusCode).toBe(400);
    const response = await app.inject({ method: 'GET', url: '/api/now' });
    expect(response.statusCode).toBe(429);
    await app.close();
  });

  it('refuses before the session lookup (no cookie cleared on a 429)', async () => {
    const app = await limited(1);
    await app.inject({ method: 'GET', url: '/api/now' });
    const response = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'stat_sid=forged' } });
    expect(response.statusCode).toBe(429);
    expect(response.headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it('keys on the address the trusted proxy saw, not on the leftmost X-Forwarded-For entry', async () => {
    const app = await limited(2, 1);
    const statuses: number[] = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const response = await app.inject({ method: 'GET', url: '/api/now', headers: { 'x-forwarded-for': `${spoofed}, 10.0.0.7` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});

describe('finding 5: every answer in its API shape, with the security headers', () => {
  it('answers a bad URL under /api in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%ff' });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorResponseSchema.parse(response.json());
    expect(error.code).toBe(ERROR_CODES.requestInvalid);
    expect(error.exceptionType).not.toMatch(/FST_/);
    expectSecurityHeaders(response.headers);
  });

  it('answers a too-long path parameter 414 in the API shape, and in OFREP shape under /ofrep', async () => {
    const api = await t.app.inject({ method: 'GET', url: `/api/media/providers/${'1'.repeat(2100)}.svg` });
    expect(api.statusCode).toBe(414);
    expect(apiErrorResponseSchema.parse(api.json()).error.exceptionType).toBe('UriTooLong');
    expectSecurityHeaders(api.headers);
    const ofrep = await t.app.inject({
      method: 'POST',
      url: `/ofrep/v1/evaluate/flags/${'k'.repeat(2100)}`,
      headers: { 'content-type': 'application/json' },
      payload: { context: {} },
    });
    expect(ofrep.statusCode).toBe(414);
    expect(ofrepRequestErrorSchema.strict().parse(ofrep.json()).errorCode).toBe('GENERAL');
    expectSecurityHeaders(ofrep.headers);
  });

  it('answers an address nothing serves in the shape of its path family: OFREP under /ofrep, OAuth under /idp', async () => {
    for (const url of ['/ofrep/v1/nope', '/ofrep/v1/evaluate/flags/known-only-by-post']) {
      const ofrep = await t.app.inject({ method: 'GET', url });
      expect(ofrep.statusCode).toBe(404);
      expect(ofrepRequestErrorSchema.strict().parse(ofrep.json())).toEqual({ errorCode: 'GENERAL', errorDetails: expect.any(String) });
      expectSecurityHeaders(ofrep.headers);
    }
    for (const url of ['/idp', '/idp/', '/idp/nope', '/idp/nope/deeper?x=1']) {
      const idp = await t.app.inject({ method: 'GET', url });
      expect(idp.statusCode).toBe(404);
      expect(idp.headers['content-type']).toMatch(/^application\/json/);
      expect(idp.json()).toEqual({ error: 'invalid_request', error_description: 'unrecognized route' });
    }
    // The API's own addresses keep the API's shape.
    expect(apiErrorResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).error.code).toBe(ERROR_CODES.notFound);
  });

  it('never names a framework code in exceptionType', async () => {
    const probe = await buildTestApp(t.database, {}, probeRoutes);
    const bad = await probe.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    await probe.close();
    expect(bad.body).not.toMatch(/FST_/);
    expect(apiErrorResponseSchema.parse(bad.json()).error.exceptionType).toBe('MalformedJson');
  });
});

describe('finding 8: Permissions-Policy, and X-Frame-Options agreeing with frame-ancestors', () => {
  it('switches off the powerful features the player does not use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/now' });
    expectSecurityHeaders(response.headers);
    const policy = String(response.headers['permissions-policy']);
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
    for (const kept of ['encrypted-media=(self)', 'fullscreen=(self)', 'autoplay=(self)', 'picture-in-picture=(self)']) {
      expect(policy).toContain(kept);
    }
  });
});
