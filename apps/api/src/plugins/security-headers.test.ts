import { Client } from 'recurly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { appContentSecurityPolicy, CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';

const GATEWAY = { scriptUrl: 'http://localhost:4455/js/v4/recurly.js', publicKey: 'ewr1-test', origin: 'http://localhost:4455' };
const RECURLY = { scriptUrl: 'https://js.recurly.com/v4/recurly.js', publicKey: 'ewr1-live', origin: 'https://api.recurly.com' };

describe('the content security policy with payments', () => {
  it('is the strict policy when nothing is sold', () => {
    expect(appContentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
  });

  it("allows recurly.js (the file, not its host), frames and calls from the fields' origin, nothing else", () => {
    const policy = appContentSecurityPolicy(RECURLY);
    expect(policy['script-src']).toEqual([...(CONTENT_SECURITY_POLICY['script-src'] ?? []), 'https://js.recurly.com/v4/recurly.js']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://api.recurly.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.recurly.com']);
    const { 'script-src': _s, 'frame-src': _f, 'connect-src': _c, ...rest } = policy;
    const { 'script-src': _s2, 'connect-src': _c2, ...strictRest } = CONTENT_SECURITY_POLICY;
    expect(rest).toEqual(strictRest);
  });
});

describe('the app’s headers', () => {
  let database: Database;
  let selling: FastifyInstance;
  let notSelling: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    selling = await buildTestApp(database, { config: { variant: 'ott' }, payments: { client: new Client('test-key'), browser: GATEWAY } });
    notSelling = await buildTestApp(database, { config: { variant: 'ott' } });
  });
  afterAll(async () => {
    await selling.close();
    await notSelling.close();
    await database.close();
  });

  it("let the pages load the gateway's script and frames, and keep the PayPal window they open", async () => {
    const response = await selling.inject({ method: 'GET', url: '/api/now' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' www.gstatic.com/cv/js/sender/ www.gstatic.com/cast/sdk/libs/sender/ www.gstatic.com/eureka/clank/ ${GATEWAY.scriptUrl};`);
    expect(csp).toContain(`frame-src 'self' ${GATEWAY.origin}`);
    expect(csp).toContain(`connect-src 'self' ${GATEWAY.origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('stay the strict set when nothing is sold', async () => {
    const response = await notSelling.inject({ method: 'GET', url: '/api/now' });
    expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
