import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { useBillingApp } from '../../test/billing.ts';

/**
 * The document with the page the web build's server bundle renders (SERVER_RENDER on). The bundle
 * here is a stand-in with the same contract (ServerRenderer in contracts): it renders what its
 * own API calls answered, so the tests see which viewer they were made as and what they may do.
 */
const RENDERER = `
const APP = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-STAT-appVersion': '3.2.7', 'X-STAT-contentVersion': 'STAT', 'X-STAT-displayType': 'WEB' };
export async function renderPage(request) {
  const path = new URL(request.url).pathname;
  if (path === '/old') return { kind: 'redirect', status: 302, location: '/new' };
  if (path === '/play/1') return { kind: 'browser', reason: 'player' };
  if (path === '/broken') throw new Error('the render failed');
  const user = await request.fetchApi('/api/user', { method: 'GET', headers: APP });
  // A POST that only reads (readOnly), and one that would act (removing a title from Continue Watching).
  const plans = await request.fetchApi('/api/user/availableplans/bundleonly', { method: 'POST', headers: APP, body: '{"plans":[]}' });
  const act = await request.fetchApi('/api/resumewatching/1', { method: 'DELETE', headers: APP, body: '{}' });
  const html = '<main><h1>' + path + '</h1><p id="user">' + user.status + '</p><p id="plans">' + plans.status + '</p><p id="act">' + act.status + '</p></main>';
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

  it('never serves the server bundle as a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.server/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPage');
  });
});
