import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, HOME_MODULE_ITEM_LIMIT, homeModulesSchema, itemImages, menuSchema, promotedSchema, type CatalogueFile } from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

const t = useTestApp();
let file: CatalogueFile;
beforeAll(async () => {
  file = await seedTestCatalogue(t.database);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: APP_HEADERS });

describe('GET /api/menu', () => {
  it('answers the menu categories in order with their sub-items', async () => {
    const { items } = menuSchema.parse((await get('/api/menu')).json());
    const inMenu = file.categories.filter((category) => category.menuPosition !== null).sort((a, b) => a.menuPosition! - b.menuPosition!);
    expect(items.map((item) => [item.id, item.type, item.slug])).toEqual(inMenu.map((category) => [category.id, category.menuType, category.slug]));
    expect(items[0]!.items.map((item) => item.id)).toEqual(inMenu[0]!.items.map((item) => item.id));
    // Each sub-item names the collection it lists (the movies and category pages read it).
    expect(items[1]!.items.map((item) => item.collectionId)).toEqual(inMenu[1]!.items.map((item) => item.collectionId));
  });
});

describe('GET /api/modules', () => {
  it('is sent compressed as the browser accepts, each encoding with its own ETag', async () => {
    const url = '/api/modules?supportedModules=SERIES,MOVIES,CUSTOM';
    const plain = await get(url);
    const compressed = await t.app.inject({ method: 'GET', url, headers: { ...APP_HEADERS, 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(compressed.headers.etag).not.toBe(plain.headers.etag);

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...APP_HEADERS, 'accept-encoding': 'br', 'if-none-match': String(compressed.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers the supported module types only, in order, each item with its shelf image type', async () => {
    const response = await get('/api/modules?supportedModules=SERIES,MOVIES');
    expect(response.statusCode).toBe(200);
    const { modules } = homeModulesSchema.parse(response.json());
    expect(modules.map((module) => module.id)).toEqual(file.modules.filter((module) => ['SERIES', 'MOVIES'].includes(module.type)).map((module) => module.id));
    for (const module of modules) {
      expect(module.items.length).toBeGreaterThan(0);
      expect(module.items.length).toBeLessThanOrEqual(HOME_MODULE_ITEM_LIMIT);
      for (const item of module.items) {
        const images = itemImages(item);
        expect(images.map((image) => image.type)).toEqual([module.imageType]);
      }
    }
  });

  it('keeps each shelf in its collection order', async () => {
    const { modules } = homeModulesSchema.parse((await get('/api/modules?supportedModules=CUSTOM')).json());
    const first = file.modules.find((module) => module.type === 'CUSTOM')!;
    const collection = file.collections.find((one) => one.id === first.collectionId)!;
    expect(modules[0]!.items.map((item) => (item.kind === 'title' ? item.title.id : item.series.id))).toEqual(
      collection.items.slice(0, HOME_MODULE_ITEM_LIMIT).map((item) => item.id),
    );
  });

  it.each(['', '?supportedModules=', '?supportedModules=SERIES,NOPE', '?supportedModules=series'])('refuses %s with 400', async (query) => {
    const response = await get(`/api/modules${query}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.requestInvalid);
  });
});

describe('GET /api/promoted', () => {
  it("answers the hero's items in order with the hero image types", async () => {
    const { items } = promotedSchema.parse((await get('/api/promoted')).json());
    expect(items.map((item) => (item.kind === 'title' ? ['title', item.title.id] : ['series', item.series.id]))).toEqual(
      file.promoted.map((item) => [item.type, item.id]),
    );
    const images = itemImages(items[0]!);
    expect(images.map((image) => image.type)).toContain('heroDisplay');
    expect(images.map((image) => image.type)).toContain('heroMobileDisplay');
  });
});
