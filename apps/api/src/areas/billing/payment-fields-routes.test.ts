import { Client } from 'recurly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { paymentFieldsSchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const BROWSER = { scriptUrl: 'http://localhost:4455/js/v4/recurly.js', publicKey: 'ewr1-test', origin: 'http://localhost:4455' };

describe('GET /api/payments/fields', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const build = async (overrides: Parameters<typeof buildTestApp>[1]) => {
    const app = await buildTestApp(database, overrides);
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it.each(['ott', 'stat'] as const)('answers the script and the public key, to anyone, cacheable for a minute (%s: both sell the pay-per-view)', async (variant) => {
    const app = await build({ config: { variant }, payments: { client: new Client('test-key'), browser: BROWSER } });
    const response = await app.inject({ method: 'GET', url: '/api/payments/fields' });
    expect(response.statusCode).toBe(200);
    expect(paymentFieldsSchema.parse(response.json())).toEqual({ scriptUrl: BROWSER.scriptUrl, publicKey: BROWSER.publicKey });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('does not exist where nothing is sold (no payments)', async () => {
    const unsold = await build({ config: { variant: 'ott' } });
    expect((await unsold.inject({ method: 'GET', url: '/api/payments/fields' })).statusCode).toBe(404);
  });

  it('on stat, the subscription routes stay ott-only', async () => {
    const stat = await build({ payments: { client: new Client('test-key'), browser: BROWSER } });
    expect((await stat.inject({ method: 'GET', url: '/api/coupon/WELCOME50' })).statusCode).toBe(404);
  });
});
