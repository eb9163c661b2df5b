import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
let dist: string;
let built: FastifyInstance;
let unbuilt: FastifyInstance;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stat-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("stat")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openTestDatabase();
  built = await buildTestApp(database, { config: { variant: 'stat', webDistDir: dist, rateLimitMax: 1000 } });
  unbuilt = await buildTestApp(database, { config: { variant: 'stat', webDistDir: join(dist, 'missing'), rateLimitMax: 1000 } });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await built.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers every other HTML GET with index.html: the SPA routes it (or shows /404)', async () => {
    for (const url of ['/series/12', '/settings', '/no/such/page', '/404']) {
      const response = await built.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 in the error shape for missing files and unknown API paths', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error.code).toBe(ERROR_CODES.notFound);
    const api = await built.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe(ERROR_CODES.notFound);
  });
});

describe('without a web build', () => {
  it('still serves the API, and / answers a clear 503 text', async () => {
    expect((await unbuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/', '/settings']) {
      const response = await unbuilt.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/The STAT web app is not built .*npm run build/);
    }
  });
});
