import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorResponseSchema, ERROR_CODES, SPOILER_HIDDEN_TEXT, collectionPageSchema, searchPageSchema, spoilerValuesSchema, titleSchema } from '@stat/contracts';
import { APP_HEADERS } from '../../test/test-app.ts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { SEED_DIR } from '../../paths.ts';

/** The shield proven from outside: the marked fields never leave the server in a public answer. */
const { t, catalogue } = useCatalogueTestApp();
const get = (url: string, headers: Record<string, string> = APP_HEADERS) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });
const values = async (ids: number[], headers: Record<string, string>) =>
  spoilerValuesSchema.parse((await get(`/api/user/spoilers?ids=${ids.join(',')}`, headers)).json());

const fight = () => catalogue().titles.find((title) => title.type === 'fight')!;
const finale = () => {
  const series = catalogue().series.find((one) => one.seasons.at(-1)!.episodes.at(-1)!.spoilers.length > 0)!;
  return { series, episode: series.seasons.at(-1)!.episodes.at(-1)! };
};

describe('the spoiler shield on the catalogue answers', () => {
  it('the seed marks its fights and its series finales', () => {
    expect(catalogue().titles.filter((title) => title.type === 'fight').every((one) => one.spoilers.includes('description'))).toBe(true);
    expect(finale().episode.spoilers).toEqual(['description', 'artwork']);
    expect(finale().series.seasons[0]!.episodes[0]!.spoilers).toEqual([]);
  });

  it('a title page carries a fight without its description (its result) or its name in the artwork', async () => {
    const response = await get(`/api/titles/${fight().id}`);
    const body = response.body;
    const title = titleSchema.parse(response.json());
    expect(title.description).toEqual({ short: SPOILER_HIDDEN_TEXT, medium: SPOILER_HIDDEN_TEXT, long: SPOILER_HIDDEN_TEXT });
    expect(body).not.toContain(fight().description.short);
  });

  it('a series’ episodes carry the finale shielded and the earlier episodes as they are', async () => {
    const { series, episode } = finale();
    const body = (await get(`/api/titles/series/${series.id}`)).body;
    expect(body).not.toContain(episode.description.medium);
    expect(body).toContain(series.seasons[0]!.episodes[0]!.description.medium);
  });

  it('the pay-per-view replay title carries its result shielded', async () => {
    const { replayTitleId } = z.object({ replayTitleId: z.number() }).parse(JSON.parse(await readFile(join(SEED_DIR, 'ppv-event.json'), 'utf8')));
    const replay = catalogue().titles.find((title) => title.id === replayTitleId)!;
    const response = await get(`/api/titles/${replayTitleId}`);
    expect(titleSchema.parse(response.json()).description.long).toBe(SPOILER_HIDDEN_TEXT);
    expect(response.body).not.toContain(replay.description.long);
  });

  it('a shelf and search carry the fight shielded', async () => {
    const shelf = catalogue().collections.find((one) => one.items.some((item) => item.type === 'title' && item.id === fight().id))!;
    const page = collectionPageSchema.parse((await get(`/api/titles/collections/${shelf.id}/page/1`)).json());
    expect(JSON.stringify(page)).not.toContain(fight().description.medium);
    const found = searchPageSchema.parse((await get(`/api/search/${encodeURIComponent(fight().name)}/page/1`)).json());
    const result = found.results.find((one) => one.id === fight().id)!;
    expect(result.description.medium).toBe(SPOILER_HIDDEN_TEXT);
  });
});

describe('GET /api/user/spoilers: the real values for the viewer who may see them', () => {
  it('answers nothing until the viewer watches the fight, then its description', async () => {
    const viewer = await signedInViewer(t.database, 'fan');
    expect(await values([fight().id], viewer)).toEqual({ shieldOn: true, items: [] });
    expect((await get(`/api/title/played/title/${fight().id}/at/30`, viewer)).statusCode).toBe(204);
    expect((await values([fight().id], viewer)).items).toEqual([{ id: fight().id, description: fight().description }]);
  });

  it('answers a finale once the viewer reached it, not for an earlier episode played', async () => {
    const viewer = await signedInViewer(t.database, 'binger');
    const { series, episode } = finale();
    const season = series.seasons.at(-1)!;
    await get(`/api/title/played/title/${season.episodes.at(-2)!.id}/at/30`, viewer);
    expect((await values([episode.id], viewer)).items).toEqual([]);
    await get(`/api/title/played/title/${episode.id}/at/30`, viewer);
    expect((await values([episode.id], viewer)).items.map((item) => item.id)).toEqual([episode.id]);
  });

  it('answers a revealed item to the viewer who revealed it, not to another', async () => {
    const [viewer, other] = [await signedInViewer(t.database, 'curious'), await signedInViewer(t.database, 'other')];
    expect((await post(`/api/user/spoilers/${fight().id}/reveal`, viewer)).statusCode).toBe(204);
    expect((await post(`/api/user/spoilers/${fight().id}/reveal`, viewer)).statusCode).toBe(204);
    expect((await values([fight().id], viewer)).items).toHaveLength(1);
    expect((await values([fight().id], other)).items).toEqual([]);
  });

  it('answers every marked item with the shield off, and none again once it is back on', async () => {
    const viewer = await signedInViewer(t.database, 'unbothered');
    const ids = [fight().id, finale().episode.id, catalogue().titles.find((title) => title.type === 'movie')!.id];
    expect((await post('/api/user/spoilers/shield/false', viewer)).statusCode).toBe(204);
    const off = await values(ids, viewer);
    expect(off.shieldOn).toBe(false);
    expect(off.items.map((item) => item.id).sort()).toEqual(ids.slice(0, 2).sort());
    // Without ids, only the setting: what Settings' switch reads.
    expect((await get('/api/user/spoilers', viewer)).json()).toEqual({ shieldOn: false, items: [] });
    await post('/api/user/spoilers/shield/true', viewer);
    expect(await values(ids, viewer)).toEqual({ shieldOn: true, items: [] });
    expect((await get('/api/user/spoilers', viewer)).json()).toEqual({ shieldOn: true, items: [] });
  });

  it('refuses the signed out, bad ids and an unknown title in the error shape', async () => {
    const viewer = await signedInViewer(t.database, 'typo');
    const signedOut = await get(`/api/user/spoilers?ids=${fight().id}`);
    expect(signedOut.statusCode).toBe(401);
    for (const ids of ['', 'abc', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const response = await get(`/api/user/spoilers?ids=${ids}`, viewer);
      expect(response.statusCode).toBe(400);
      expect(apiErrorResponseSchema.parse(response.json()).error.code).toBeTruthy();
    }
    const unknown = await post('/api/user/spoilers/987654/reveal', viewer);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorResponseSchema.parse(unknown.json()).error.code).toBe(ERROR_CODES.notFound);
  });
});
