import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, RATE_LIMIT_PAGE } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { IDP_STYLESHEET_PATH } from '../lib/html-page.ts';
import { PROMO_ART_FILES } from '../areas/catalogue/promo-art.ts';
import { SEARCHES_PER_ADDRESS } from '../areas/catalogue/search-routes.ts';
import { expectError } from '../test/expect-error.ts';
import { APP_HEADERS, buildTestApp } from '../test/test-app.ts';
import { seedTestCatalogue } from '../test/seed-test-catalogue.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

let database: Database;
let dist: string;
const apps: FastifyInstance[] = [];
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stat-web-limit-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openTestDatabase();
  await seedTestCatalogue(database);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The built app with `max` counted requests per address; the window outlasts any test run. */
async function limitedApp(max: number): Promise<FastifyInstance> {
  const app = await buildTestApp(database, { config: { variant: 'stat', webDistDir: dist, rateLimitMax: max }, rateLimitWindowMs: 3_600_000 });
  apps.push(app);
  return app;
}

describe('the per-address request limit', () => {
  it("does not count the build's files, artwork, provider logos, promo art, the sign-in pages' stylesheet or media", async () => {
    const app = await limitedApp(3);
    const files = [
      '/assets/app-1a2b3c.js',
      '/favicon.svg',
      '/api/art/series/2/playlistSeriesListDisplay/200.webp',
      '/api/media/providers/101.svg',
      `/api/media/promos/${Object.keys(PROMO_ART_FILES)[0]}`,
      IDP_STYLESHEET_PATH,
      '/media/time',
    ];
    // A few pages' and a stream's worth of them: far past the limit of 3.
    for (let round = 0; round < 5; round += 1) {
      for (const url of files) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (let call = 0; call < 3; call += 1) expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
    expectError(await app.inject({ method: 'GET', url: '/api/now' }), 429, ERROR_CODES.requestRateLimited, API_MESSAGES.rateLimited);
  });

  it('still counts documents, API calls and paths that are no file', async () => {
    const app = await limitedApp(3);
    expect((await app.inject({ method: 'GET', url: '/movies', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expectError(await app.inject({ method: 'GET', url: '/api/now' }), 429, ERROR_CODES.requestRateLimited);
  });

  it('shows a refused browser a page it can read, in the sign-in pages\' look, with Retry-After, under the strict CSP', async () => {
    const app = await limitedApp(1);
    expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);

    const page = await app.inject({ method: 'GET', url: '/movies', headers: html });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain(`<h1>${escapeHtml(RATE_LIMIT_PAGE.title)}</h1>`);
    expect(page.body).toContain(escapeHtml(RATE_LIMIT_PAGE.message));
    expect(page.body).toContain(`<link rel="stylesheet" href="${IDP_STYLESHEET_PATH}">`);
    // Nothing the CSP would block: no inline script or style.
    expect(page.body).not.toMatch(/<script|<style|style=/i);

    // Its stylesheet (dark) still loads while the address is refused.
    const sheet = await app.inject({ method: 'GET', url: IDP_STYLESHEET_PATH });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('color-scheme:dark');

    // An API call asking for HTML is still answered in the API's shape.
    expectError(await app.inject({ method: 'GET', url: '/api/now', headers: html }), 429, ERROR_CODES.requestRateLimited);
  });
});

describe('the search limit', () => {
  it(`answers ${SEARCHES_PER_ADDRESS.max} searches a minute per address, suggestions and pages together, then 429 with Retry-After`, async () => {
    const app = await limitedApp(10_000);
    const search = (url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'GET', url, headers: APP_HEADERS, remoteAddress });
    for (let call = 0; call < SEARCHES_PER_ADDRESS.max; call += 1) {
      const url = call % 2 === 0 ? '/api/search/quick/river' : '/api/search/river/page/1';
      expect((await search(url)).statusCode).toBe(200);
    }
    const refused = await search('/api/search/quick/other');
    expectError(refused, 429, ERROR_CODES.requestRateLimited, API_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await search('/api/search/other/page/1'), 429, ERROR_CODES.requestRateLimited);
    // Another address, and the rest of the API from this one, are not held back.
    expect((await search('/api/search/quick/other', '10.0.0.2')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/now', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });
});
