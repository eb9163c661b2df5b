import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, homeModalResponseSchema, migrationImages } from '@stat/contracts';
import { SEED_DIR } from '../../paths.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/home-modal', () => {
  it('gives the seed announcement, publicly cacheable, with an ETag that answers 304', async () => {
    const response = await t.app.inject({ url: '/api/home-modal', headers: { cookie: `stat_sid=${'E'.repeat(43)}` } });
    expect(response.statusCode).toBe(200);
    const seed = JSON.parse(await readFile(join(SEED_DIR, 'home-modal.json'), 'utf8'));
    expect(homeModalResponseSchema.parse(response.json())).toEqual(seed);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const again = await t.app.inject({ url: '/api/home-modal', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('announces the move with an internal and an external call to action', async () => {
    const { modal } = homeModalResponseSchema.parse((await t.app.inject({ url: '/api/home-modal' })).json());
    expect(modal?.content.headline).toMatch(/new home/i);
    const [internal, external] = modal?.content.buttons ?? [];
    expect(internal).toMatchObject({ route: 'migrate' });
    expect(external?.href).toMatch(/^https:\/\/help\.stat\.example\//);
  });

  it('names hero images the API serves, at the spec sizes, with long-lived cache headers', async () => {
    const { modal } = homeModalResponseSchema.parse((await t.app.inject({ url: '/api/home-modal' })).json());
    const { hero, mobile } = migrationImages(modal?.images ?? []);
    for (const [url, size] of [
      [hero, 'width="1920" height="800"'],
      [mobile, 'width="768" height="900"'],
    ] as const) {
      expect(url).toContain('web');
      const response = await t.app.inject({ url: url ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=2592000/);
      expect(response.body).toContain(size);
      const again = await t.app.inject({ url: url ?? '', headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each([
    ['/api/media/promos/migration-web-1024.svg', 404],
    ['/api/media/promos/..%2Fsecret.svg', 400],
    ['/api/media/promos/migration-web-1920.png', 400],
  ])('answers %s with %i in the error shape', async (url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    const { error } = apiErrorResponseSchema.parse(response.json());
    expect(error.code).toBe(status === 404 ? ERROR_CODES.notFound : ERROR_CODES.requestInvalid);
  });
});
