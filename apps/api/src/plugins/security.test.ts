import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, MESSAGES } from '@stat/contracts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/** Test-only routes: a state-changing call with a body schema, and one that fails. */
async function probeRoutes(scope: FastifyInstance) {
  scope.post('/api/probe', { schema: { body: z.object({ name: z.string().min(2) }) } }, async () => ({ ok: true }));
  scope.get('/api/explode', async () => {
    throw new Error('secret internals at /srv/stat/db.ts:42');
  });
}


const probeApp = () => buildTestApp(t.database, {}, probeRoutes);

function expectApiError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = apiErrorResponseSchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

describe('security headers', () => {
  it('sends the strict CSP and the security headers on every answer, errors included', async () => {
    for (const url of ['/api/now', '/api/nope', '/api/user']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' www.gstatic.com/cv/js/sender/ www.gstatic.com/cast/sdk/libs/sender/ www.gstatic.com/eureka/clank/;style-src 'self';img-src 'self' data: blob:;media-src 'self' blob:;connect-src 'self';font-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS and Secure cookies only when the request came over TLS (behind a trusted proxy)', async () => {
    const proxied = await buildTestApp(t.database, { trustProxy: 1 });
    await insertUser(t.database, 'u-tls', { registered: true });
    const token = await insertSession(t.database, 'u-tls');
    const tls = await proxied.inject({
      method: 'GET',
      url: '/api/device/unpair',
      headers: { ...APP_HEADERS, 'x-forwarded-proto': 'https', cookie: `stat_sid=${token}` },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(tls.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await proxied.inject({ method: 'GET', url: '/api/device/unpair', headers: { ...APP_HEADERS, cookie: 'stat_sid=x' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    await proxied.close();
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    await insertUser(t.database, 'u-cookie', { registered: true });
    const token = await insertSession(t.database, 'u-cookie', new Date(Date.now() + 24 * 3600 * 1000));
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `stat_sid=${token}` } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });
});

describe('CSRF', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await probeApp();
  });
  afterAll(() => probe.close());
  const post = (headers: Record<string, string>) =>
    probe.inject({ method: 'POST', url: '/api/probe', headers: { 'content-type': 'application/json', ...headers }, payload: { name: 'ok' } });

  it('accepts a same-origin call carrying the app header', async () => {
    expect((await post(APP_HEADERS)).statusCode).toBe(200);
    expect((await post({ ...APP_HEADERS, 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    const { 'sec-fetch-site': _site, ...noFetchMetadata } = APP_HEADERS;
    expect((await post({ ...noFetchMetadata, origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
  });

  it('refuses cross-site calls, calls without the app header, and calls with no origin evidence', async () => {
    const { 'x-stat-appversion': _version, ...noAppHeader } = APP_HEADERS;
    const { 'sec-fetch-site': _site, ...noFetchMetadata } = APP_HEADERS;
    for (const headers of [
      { ...APP_HEADERS, 'sec-fetch-site': 'cross-site' },
      { ...APP_HEADERS, 'sec-fetch-site': 'same-site' },
      noAppHeader,
      noFetchMetadata,
      { ...noFetchMetadata, origin: 'https://evil.example', host: 'localhost:80' },
    ]) {
      const error = expectApiError(await post(headers), 403, ERROR_CODES.requestForbidden);
      expect(error.body).toBe(API_MESSAGES.forbidden);
    }
  });

  it('never grants a CORS preflight', async () => {
    const response = await probe.inject({
      method: 'OPTIONS',
      url: '/api/probe',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expectApiError(response, 404, ERROR_CODES.notFound);
  });
});

describe('malformed requests: a clear 4xx in the error shape, never a 500', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await probeApp();
  });
  afterAll(() => probe.close());
  const send = (payload: string, contentType: string | undefined) =>
    probe.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...APP_HEADERS, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
    });

  it('answers 400 to bad JSON', async () => {
    const error = expectApiError(await send('{"name": ', 'application/json'), 400, ERROR_CODES.requestInvalid);
    expect(error.body).toBe(API_MESSAGES.malformedJson);
  });

  it('answers 400 to an empty JSON body', async () => {
    expectApiError(await send('', 'application/json'), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 400 naming the field when the body breaks the schema', async () => {
    const error = expectApiError(await send('{"name": 5}', 'application/json'), 400, ERROR_CODES.requestInvalid);
    expect(error.body).toMatch(/^The request is not valid\. body\.name: /);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const error = expectApiError(await send('name=x', 'application/x-www-form-urlencoded'), 415, ERROR_CODES.requestInvalid);
    expect(error.body).toBe(API_MESSAGES.unsupportedMediaType);
  });

  it('answers 404 error.notfound to an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await probe.inject({ method, url: '/api/no/such/thing', headers: { ...APP_HEADERS, accept: 'text/html' } });
      expect(expectApiError(response, 404, ERROR_CODES.notFound).body).toBe(API_MESSAGES.notFound);
    }
  });

  it('answers 500 error.server.uncaught without internals when a handler fails', async () => {
    const response = await probe.inject({ method: 'GET', url: '/api/explode' });
    const error = expectApiError(response, 500, ERROR_CODES.serverUncaught);
    expect(error).toEqual({ code: ERROR_CODES.serverUncaught, body: MESSAGES.serverUncaught, call: [MESSAGES.ok] });
    expect(response.body).not.toContain('secret');
  });
});

describe('rate limit', () => {
  it('answers 429 in the error shape past the limit, with Retry-After', async () => {
    const limited = await buildTestApp(t.database, {
      config: { variant: 'stat', webDistDir: '/nonexistent', rateLimitMax: 3 },
    });
    for (let i = 0; i < 3; i += 1) expect((await limited.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
    const response = await limited.inject({ method: 'GET', url: '/api/now' });
    expect(expectApiError(response, 429, ERROR_CODES.requestRateLimited).body).toBe(API_MESSAGES.rateLimited);
    expect(response.headers['retry-after']).toBeDefined();
    await limited.close();
  });
});
