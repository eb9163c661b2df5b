import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activePaywallPage, ERROR_CODES, paywallResponseSchema } from '@stat/contracts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp({ config: { variant: 'ott' } });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function pagesOf(query: string) {
  const response = await get(`/api/paywall${query}`);
  expect(response.statusCode).toBe(200);
  return { ...paywallResponseSchema.parse(response.json()), etag: response.headers.etag };
}

const headlines = (pages: { pageName: string; headline: string }[]) => Object.fromEntries(pages.map((page) => [page.pageName, page.headline]));

describe('GET /api/paywall', () => {
  it('answers the default pages to everyone alike: public, cacheable for 5 minutes, never a cookie', async () => {
    const response = await get('/api/paywall');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { pages } = paywallResponseSchema.parse(response.json());
    expect(pages.map((page) => page.pageName)).toEqual(['general', 'choose-plan', 'payment']);
    expect(activePaywallPage(pages, 'start')?.pageName).toBe('choose-plan');
    expect(activePaywallPage(pages, 'next')?.pageName).toBe('payment');
    expect(activePaywallPage(pages, undefined)?.buttons.buyButton.label).toBe('Start Your Free Trial');
  });

  it('gives each page its PAYWALL_HERO, drawn here, with its srcset', async () => {
    const { pages } = await pagesOf('');
    const hero = pages[0]?.images.PAYWALL_HERO;
    expect(hero).toMatchObject({ width: 1920, height: 800, alt: '' });
    expect(hero?.url).toMatch(/^\/api\/media\/paywall\/premium-1920\.webp\?v=[\w-]{10}$/);
    expect(hero?.srcset.map((candidate) => candidate.width)).toEqual([640, 960, 1280, 1920]);
  });

  it('answers a campaign’s pages for its cid, read from cid, b or offer alike, over the default ones', async () => {
    const byCid = await pagesOf('?cid=LAUNCH50');
    expect(headlines(byCid.pages)).toEqual({
      general: 'Launch offer: 50% off your first month',
      'choose-plan': 'Pick a monthly plan for 50% off',
      payment: 'Almost there',
    });
    expect(byCid.pages[0]?.images.PAYWALL_HERO.url).toMatch(/^\/api\/media\/paywall\/launch-1920\.webp/);
    for (const query of ['?b=LAUNCH50', '?offer=launch50', '?cid=&b=Launch50']) {
      expect((await pagesOf(query)).etag).toBe(byCid.etag);
    }
  });

  it('answers a partner’s and a flow’s pages', async () => {
    expect(headlines((await pagesOf('?partner=northstar')).pages).general).toBe('STAT and Northstar+, together');
    const winback = (await pagesOf('?flow=winback')).pages;
    expect(headlines(winback).general).toBe('Welcome back');
    expect(activePaywallPage(winback, 'general')?.suppressTrialDisclaimer).toBe(true);
  });

  it('answers the default pages to an unknown campaign, flow or partner, so an old or mistyped link still sells', async () => {
    const { etag } = await pagesOf('');
    for (const query of ['?cid=SPRING2019', '?flow=unknown', '?partner=someone-else', '?flow=winback2&partner=northstar2']) {
      expect((await pagesOf(query)).etag).toBe(etag);
    }
  });

  it('answers 304 to a cache that holds the answer', async () => {
    const { etag } = await pagesOf('?partner=northstar');
    const response = await get('/api/paywall?partner=northstar', { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(304);
  });

  it('refuses a value over 100 characters in the error shape', async () => {
    expectError(await get(`/api/paywall?cid=${'x'.repeat(101)}`), 400, ERROR_CODES.requestInvalid);
  });

  it('is in the OpenAPI document with its query, as is the hero art', async () => {
    const document = (await get('/api/docs')).json();
    expect(document.paths['/api/paywall'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['cid', 'b', 'offer', 'flow', 'partner']);
    expect(Object.keys(document.paths)).toContain('/api/media/paywall/{file}');
  });

  it('does not exist on the stat variant, whose viewers pay their TV provider', async () => {
    const stat = await buildTestApp(t.database);
    try {
      expect((await stat.inject({ method: 'GET', url: '/api/paywall' })).statusCode).toBe(404);
    } finally {
      await stat.close();
    }
  });
});

describe('GET /api/media/paywall/{art}-{width}.webp', () => {
  it('serves each srcset candidate as WebP at its width, immutable at its versioned address', async () => {
    const { pages } = await pagesOf('');
    const candidate = pages[0]?.images.PAYWALL_HERO.srcset[0];
    const response = await get(String(candidate?.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 267 });
    const again = await get(String(candidate?.url), { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates an address without the current version', async () => {
    const response = await get('/api/media/paywall/northstar-640.webp?v=old');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  });

  it('refuses art it does not draw, and widths outside the srcset', async () => {
    expectError(await get('/api/media/paywall/photo-640.webp'), 404, ERROR_CODES.notFound);
    expectError(await get('/api/media/paywall/premium-641.webp'), 404, ERROR_CODES.notFound);
    expectError(await get('/api/media/paywall/premium-640.png'), 400, ERROR_CODES.requestInvalid);
  });
});
