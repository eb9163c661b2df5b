import { beforeAll, describe, expect, it } from 'vitest';
import { titleSchema } from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalogue(t.database));

describe('GET /api/art/{subject}/{id}/{type}/{width}.webp', () => {
  it('serves the address a title answer names as WebP, immutable, with no cookie', async () => {
    const title = titleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/titles/20001', headers: APP_HEADERS })).json());
    const tile = title.images.find((image) => image.type === 'playlistListDisplay')!;
    const response = await t.app.inject({ method: 'GET', url: tile.srcset[0]!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: tile.srcset[0]!.url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('without the current version the bytes are served, but only briefly cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/art/series/2/playlistSeriesListDisplay/200.webp?v=stale' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    ['an unknown title', '/api/art/title/987654/playlistListDisplay/356.webp'],
    ['a width the type is not drawn at', '/api/art/title/20001/playlistListDisplay/500.webp'],
  ])('answers 404 for %s', async (_, url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each(['/api/art/user/1/playlistListDisplay/356.webp', '/api/art/title/1/poster/356.webp', '/api/art/title/1/playlistListDisplay/356.png'])(
    'refuses %s with 400',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    },
  );
});
