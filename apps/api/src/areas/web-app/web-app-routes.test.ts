import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, heroPreloads, itemImages, promotedSchema, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser } from '../../test/test-app.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { jsonForHtml, patternToRegExp } from './web-app-routes.ts';

let database: Database;
let dist: string;
let built: FastifyInstance;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>';
const ASSET = `console.log(${JSON.stringify('stat '.repeat(400))});`;
const html = { accept: 'text/html,application/xhtml+xml' };
const ROUTE_PRELOADS = {
  routes: [
    { path: '/', js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
    { path: '/series/all', js: ['/assets/all-series-1.js'], css: [] },
    { path: '/series/:seriesId', js: ['/assets/series-1.js', '/assets/shared-1.js'], css: ['/assets/series-1.css'] },
    { path: '/schedule/:channel?', js: ['/assets/schedule-1.js'], css: [] },
  ],
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stat-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(ASSET));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  database = await openTestDatabase();
  built = await buildTestApp(database, { config: { variant: 'stat', webDistDir: dist, rateLimitMax: 1000 } });
});
afterAll(async () => {
  await built?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => clearTables(database));

/** The text of the embedded start-up block, or undefined. */
function startupBlock(body: string): string | undefined {
  const open = `<script type="application/json" id="${STARTUP_DATA_ELEMENT_ID}">`;
  const start = body.indexOf(open);
  if (start < 0) return undefined;
  return body.slice(start + open.length, body.indexOf('</script>', start));
}

async function getDocument(url = '/', headers: Record<string, string> = {}) {
  return built.inject({ method: 'GET', url, headers: { ...html, ...headers } });
}

describe('the SPA document', () => {
  it('is the built index.html with the start-up data, not cached, under the unchanged CSP', async () => {
    const response = await getDocument();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const api = await built.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(response.body.startsWith('<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script>')).toBe(true);
    const data = JSON.parse(startupBlock(response.body) ?? 'null');
    expect(data.now).toMatchObject({ variant: 'stat', appVersion: expect.any(String) });
    expect(data.user).toBeNull();
    const dictionary = await built.inject({ method: 'GET', url: '/api/dictionary' });
    expect(data.dictionary).toEqual(dictionary.json());
  });

  it('escapes every "<" in the block (the dictionary holds HTML), so nothing can close the script', async () => {
    const block = startupBlock((await getDocument()).body) ?? '';
    expect(block).toContain('\\u003cp>');
    expect(block).not.toContain('<');
  });

  it('answers every other HTML GET with the document: the SPA routes it (or shows /404)', async () => {
    for (const url of ['/series/12', '/settings', '/no/such/page', '/404', '/index.html']) {
      const response = await getDocument(url);
      expect(response.statusCode, url).toBe(200);
      expect(startupBlock(response.body), url).toBeDefined();
    }
  });

  it('embeds the user of the session, as /api/user answers it, renewing the session like /api', async () => {
    await insertUser(database, 'u-doc', { registered: true });
    // Close to its end: the lookup extends it and sends the cookie again.
    const token = await insertSession(database, 'u-doc', new Date(Date.now() + 3600_000));
    const cookie = `stat_sid=${token}`;
    const response = await getDocument('/', { cookie });
    const data = JSON.parse(startupBlock(response.body) ?? 'null');
    const api = await built.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(data.user).toEqual(api.json());
    expect(data.user.tveUserId).toBe('u-doc');
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^stat_sid=${token};`));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('embeds a null user for a signed-out visitor and clears a forged cookie', async () => {
    const response = await getDocument('/', { cookie: `stat_sid=${'A'.repeat(43)}` });
    expect(JSON.parse(startupBlock(response.body) ?? '{}').user).toBeNull();
    expect(String(response.headers['set-cookie'])).toMatch(/^stat_sid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("links the requested route's page chunk and stylesheet, matched by the route table's patterns", async () => {
    const links = (body: string) => [...body.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links((await getDocument('/')).body)).toEqual(['modulepreload /assets/home-1.js', 'stylesheet /assets/home-1.css']);
    // Table order decides: the static /series/all before /series/:seriesId.
    expect(links((await getDocument('/series/all')).body)).toEqual(['modulepreload /assets/all-series-1.js']);
    expect(links((await getDocument('/series/12?x=1')).body)).toEqual([
      'modulepreload /assets/series-1.js',
      'modulepreload /assets/shared-1.js',
      'stylesheet /assets/series-1.css',
    ]);
    for (const url of ['/schedule', '/schedule/', '/Schedule/shoeast']) {
      expect(links((await getDocument(url)).body), url).toEqual(['modulepreload /assets/schedule-1.js']);
    }
    // Unmatched: the entry's own preloads (in index.html) only.
    expect(links((await getDocument('/no/such/page')).body)).toEqual([]);
    expect(links((await getDocument('/series/12/extra')).body)).toEqual([]);
  });

  it('keeps the page stylesheets from blocking the first paint; start-up switches them on', async () => {
    const body = (await getDocument('/')).body;
    expect(body).toContain('<link rel="stylesheet" media="print" data-app-style crossorigin href="/assets/home-1.css">');
    expect(body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-1.js">');
  });

  it("preloads home's first hero image, as the app does, and only on home", async () => {
    await seedTestCatalogue(database);
    const promoted = promotedSchema.parse((await built.inject({ method: 'GET', url: '/api/promoted', headers: APP_HEADERS })).json());
    const preloads = heroPreloads(itemImages(promoted.items[0]!));
    expect(preloads).toHaveLength(2);
    const body = (await getDocument('/')).body;
    for (const { href, imageSrcSet, media } of preloads) {
      expect(body).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${href}" imagesrcset="${imageSrcSet}" imagesizes="100vw" media="${media}">`,
      );
    }
    expect((await getDocument('/movies')).body).not.toContain('as="image"');
  });

  it('is compressed for a browser that accepts it, at any address', async () => {
    for (const url of ['/', '/about', '/series/12?x=1']) {
      const response = await getDocument(url, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });
});

describe('jsonForHtml', () => {
  it('escapes what could end the script block or break a parser, and parses back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('patternToRegExp', () => {
  it('reads React Router patterns: params, optional segments, splats, case and trailing slash', () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/x')).toBe(false);
    expect(patternToRegExp('/tvp/:msoId').test('/tvp/101')).toBe(true);
    expect(patternToRegExp('/tvp/:msoId').test('/tvp')).toBe(false);
    expect(patternToRegExp('/schedule/:channel?').test('/schedule')).toBe(true);
    expect(patternToRegExp('/files/*').test('/files/a/b')).toBe(true);
    expect(patternToRegExp('/a.b').test('/aXb')).toBe(false);
  });
});

describe('the build files', () => {
  it('are sent precompressed as the browser accepts: brotli, else gzip, else as built', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(ASSET))).toBe(true);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(ASSET))).toBe(true);
    const plain = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files not at all, and never sends the build manifests', async () => {
    const icon = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const manifest = await built.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('answers 404 in the error shape for missing files and unknown API paths', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error.code).toBe(ERROR_CODES.notFound);
    const api = await built.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe(ERROR_CODES.notFound);
  });

  it('decides "an API path" on the decoded path: another spelling of /api never gets the document', async () => {
    for (const url of ['/%61pi/missing', '/%61%70%69/missing']) {
      const answer = await built.inject({ method: 'GET', url, headers: html });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code, url).toBe(ERROR_CODES.notFound);
    }
    // Another spelling of /ofrep gets OFREP's not-found, as /ofrep itself does.
    const ofrep = await built.inject({ method: 'GET', url: '/%6Ffrep/v1/missing', headers: html });
    expect(ofrep.statusCode).toBe(404);
    expect(ofrep.json()).toMatchObject({ errorCode: 'GENERAL' });
  });
});

describe('compression of dynamic answers', () => {
  it('compresses JSON over 1 KB and leaves smaller answers alone', async () => {
    const dictionary = await built.inject({ method: 'GET', url: '/api/dictionary', headers: { 'accept-encoding': 'gzip' } });
    expect(dictionary.headers['content-encoding']).toBe('gzip');
    const now = await built.inject({ method: 'GET', url: '/api/now', headers: { 'accept-encoding': 'gzip' } });
    expect(now.rawPayload.length).toBeLessThan(1024);
    expect(now.headers['content-encoding']).toBeUndefined();
    expect(now.json()).toMatchObject({ variant: 'stat' });
  });
});

describe('without a web build', () => {
  let unbuilt: FastifyInstance;
  beforeAll(async () => {
    unbuilt = await buildTestApp(database, { config: { variant: 'stat', webDistDir: join(dist, 'missing'), rateLimitMax: 1000 } });
  });
  afterAll(() => unbuilt?.close());

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
