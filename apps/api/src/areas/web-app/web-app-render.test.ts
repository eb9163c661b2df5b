import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { useBillingApp } from '../../test/billing.ts';

/**
 * The document with the page the web build's server bundle renders (SERVER_RENDER on). The bundle
 * here is a stand-in with the same contract (ServerRenderer in contracts): it renders what its
 * own API calls answered, so the tests see which viewer they were made as and what they may do.
 */
const RENDERER = `
let renders = 0;
export function deviceKind(userAgent, mobileHint) { return mobileHint === '?1' || /Mobile/.test(userAgent) ? 'mobile' : 'desktop'; }
const APP = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-STAT-appVersion': '3.2.7', 'X-STAT-contentVersion': 'STAT', 'X-STAT-displayType': 'WEB' };
export async function renderPage(request) {
  const path = new URL(request.url).pathname;
  if (path === '/old') return { kind: 'redirect', status: 302, location: '/new' };
  if (path === '/play/1') return { kind: 'browser', reason: 'player' };
  if (path === '/broken') throw new Error('the render failed');
  renders += 1;
  const user = await request.fetchApi('/api/user', { method: 'GET', headers: APP });
  // A POST that only reads (readOnly), and one that would act (removing a title from Continue Watching).
  const plans = await request.fetchApi('/api/user/availableplans/bundleonly', { method: 'POST', headers: APP, body: '{"plans":[]}' });
  const act = await request.fetchApi('/api/resumewatching/1', { method: 'DELETE', headers: APP, body: '{}' });
  const html = '<main><h1>' + path + '</h1><p id="user">' + user.status + '</p><p id="plans">' + plans.status + '</p><p id="act">' + act.status + '</p><p id="render">' + renders + '</p></main>';
  return { kind: 'page', html, title: 'Page <' + path + '>', state: { route: path, who: await user.text() }, errors: path === '/partly' ? ['a shelf failed'] : [] };
}`;
const INDEX =
  '<!doctype html><html><head><title>STAT</title><script defer src="/assets/boot-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/dep-1.js">' +
  '</head><body><div class="preloader"></div><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

// Written before the app starts (useBillingApp builds it before the tests).
const dist = mkdtempSync(join(tmpdir(), 'stat-web-render-'));
mkdirSync(join(dist, '.server'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'boot-1.js'), '');
writeFileSync(join(dist, '.server', 'entry-server.js'), RENDERER);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// ott with payments: the plans on sale answer a POST that only reads.
const { t, newViewer } = useBillingApp({ config: { variant: 'ott', webDistDir: dist, serverRender: true } });

function block(body: string, id: string): string | undefined {
  const open = `<script type="application/json" id="${id}">`;
  const start = body.indexOf(open);
  return start < 0 ? undefined : body.slice(start + open.length, body.indexOf('</script>', start));
}

/** A signed-in viewer's cookie, and their id. */
async function signedIn(): Promise<{ cookie: string; tveUserId: string }> {
  const { headers, tveUserId } = await newViewer();
  return { cookie: headers.cookie!, tveUserId };
}

describe('the server-rendered document', () => {
  it("puts the page in #root, its title in <title> (escaped), and what the browser hydrates with in a JSON block", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/movies', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Page &lt;/movies&gt;</title>');
    expect(response.body).toContain('<div id="root"><main><h1>/movies</h1>');
    expect(JSON.parse(block(response.body, SERVER_RENDER_ELEMENT_ID) ?? 'null')).toMatchObject({ route: '/movies' });
    expect(block(response.body, STARTUP_DATA_ELEMENT_ID)).toBeDefined();
    // The boot script loads the app once the page shows: the document neither loads nor preloads it.
    expect(response.body).toContain('<script defer src="/assets/boot-1.js" data-app-entry="/assets/app-1.js"></script>');
    expect(response.body).not.toContain('type="module"');
    expect(response.body).not.toContain('modulepreload');
    // Only files and JSON blocks: the CSP allows no inline script.
    for (const [tag] of response.body.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\bsrc=|type="application\/json"/);
  });

  it("calls the API as the viewer asking, and may read with a POST but never act", async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(signedOut.body).toContain('<p id="user">401</p><p id="plans">200</p><p id="act">403</p>');
    const { cookie, tveUserId } = await signedIn();
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, cookie } });
    expect(response.body).toContain('<p id="user">200</p><p id="plans">200</p><p id="act">403</p>');
    expect(JSON.parse(block(response.body, SERVER_RENDER_ELEMENT_ID) ?? '{}').who).toContain(`"tveUserId":"${tveUserId}"`);
  });

  it('lets shared caches keep a signed-out page for a few seconds, and nobody keep a signed-in one', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/about', headers: html });
    expect(signedOut.headers['cache-control']).toBe('public, max-age=5');
    expect(signedOut.headers.vary).toContain('Cookie');
    const { cookie } = await signedIn();
    const personal = await t.app.inject({ method: 'GET', url: '/about', headers: { ...html, cookie } });
    expect(personal.headers['cache-control']).toBe('no-store');
  });

  it('answers a route that redirects with the redirect, and leaves what only the browser can do to it', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/old', headers: html });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/new');
    const player = await t.app.inject({ method: 'GET', url: '/play/1', headers: html });
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('<div id="root"></div>');
    expect(player.body).not.toContain(SERVER_RENDER_ELEMENT_ID);
    expect(player.headers['cache-control']).toBe('no-store');
    expect(block(player.body, STARTUP_DATA_ELEMENT_ID)).toBeDefined();
  });

  it('still sends the document when the render fails: the browser renders the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/broken', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>STAT</title><script defer src="/assets/boot-1.js"></script><script type="module"');
    expect(response.body).not.toContain(SERVER_RENDER_ELEMENT_ID);
    expect(block(response.body, STARTUP_DATA_ELEMENT_ID)).toBeDefined();
  });

  it("answers a signed-out page from one render kept as sent: the same bytes in each encoding, and 304 on its ETag", async () => {
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/kept', headers: { ...html, ...headers } });
    const first = await get({ 'accept-encoding': 'br' });
    const again = await get({ 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const page = brotliDecompressSync(first.rawPayload).toString();
    expect(page).toContain('<h1>/kept</h1>');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    // Encoded once: the compression plugin leaves it alone, so each encoding holds the same page.
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    // Each representation has its ETag; a browser that has one gets 304, with no body.
    expect(gzipped.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('keeps one signed-out page per device kind the app tells apart, not per User-Agent', async () => {
    const renderOf = async (headers: Record<string, string>) =>
      /<p id="render">(\d+)<\/p>/.exec((await t.app.inject({ method: 'GET', url: '/devices', headers: { ...html, ...headers } })).body)?.[1];
    const desktop = await renderOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' });
    expect(await renderOf({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' })).toBe(desktop);
    const phone = await renderOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Mobile Safari/537.36' });
    expect(phone).not.toBe(desktop);
    expect(await renderOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', 'sec-ch-ua-mobile': '?1' })).toBe(phone);
  });

  it('treats a dead session cookie as signed out: the shared page, without its cookie', async () => {
    const anyone = await t.app.inject({ method: 'GET', url: '/dead-cookie', headers: html });
    const dead = await t.app.inject({ method: 'GET', url: '/dead-cookie', headers: { ...html, cookie: `stat_sid=${'x'.repeat(43)}; other=1` } });
    expect(dead.body).toBe(anyone.body);
    expect(dead.headers['cache-control']).toBe('public, max-age=5');
    // Publicly cacheable, so no Set-Cookie either (a later private answer clears the dead cookie).
    expect(dead.headers['set-cookie']).toBeUndefined();
  });

  it('never answers a signed-in viewer with the shared page, nor keeps theirs for anyone', async () => {
    const { cookie, tveUserId } = await signedIn();
    const mine = await t.app.inject({ method: 'GET', url: '/mine', headers: { ...html, cookie } });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const anyone = await t.app.inject({ method: 'GET', url: '/mine', headers: html });
    expect(anyone.body).toContain('<p id="user">401</p>');
    expect(anyone.body).not.toContain(tveUserId);
    const mineAgain = await t.app.inject({ method: 'GET', url: '/mine', headers: { ...html, cookie } });
    expect(mineAgain.body).toContain('<p id="user">200</p>');
    expect(mineAgain.body).not.toBe(anyone.body);
  });

  it('never serves the server bundle as a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.server/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPage');
  });
});
