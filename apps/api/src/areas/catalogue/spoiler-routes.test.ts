import { describe, expect, it } from 'vitest';
import { SPOILER_HIDDEN_TEXT, collectionPageSchema, searchPageSchema, titleSchema } from '@stat/contracts';
import { APP_HEADERS } from '../../test/test-app.ts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';

/** The shield proven from outside: the marked fields never leave the server in a public answer. */
const { t, catalogue } = useCatalogueTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: APP_HEADERS });

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

  it('a shelf and search carry the fight shielded', async () => {
    const shelf = catalogue().collections.find((one) => one.items.some((item) => item.type === 'title' && item.id === fight().id))!;
    const page = collectionPageSchema.parse((await get(`/api/titles/collections/${shelf.id}/page/1`)).json());
    expect(JSON.stringify(page)).not.toContain(fight().description.medium);
    const found = searchPageSchema.parse((await get(`/api/search/${encodeURIComponent(fight().name)}/page/1`)).json());
    const result = found.results.find((one) => one.id === fight().id)!;
    expect(result.description.medium).toBe(SPOILER_HIDDEN_TEXT);
  });
});
