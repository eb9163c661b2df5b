import { describe, expect, it } from 'vitest';
import { catalogueFileProblems } from './catalogue-file-checks.ts';
import { catalogueFileSchema, type CatalogueFile, type CatalogueFileInput } from './catalogue-file.ts';

const description = { short: 'Short.', medium: 'A medium description.', long: 'A long description, in full.' };

const episode = (id: number, episodeNum: number) => ({
  id,
  episodeNum,
  name: `Episode ${episodeNum}`,
  duration: 1800,
  description,
  releaseYear: 2024,
});

const category = (id: number, slug: string, menuType: 'series' | 'movies' | 'category' = 'category') => ({
  id,
  name: slug,
  slug,
  menuType,
  items: [{ id: id * 10, name: `All ${slug}`, slug: `all-${slug}`, type: 'ALLCATEGORY' as const, collectionId: 1 }],
});

/** A small coherent file; each test breaks one rule of a copy of it. */
const valid: CatalogueFileInput = {
  series: [
    {
      id: 1,
      name: 'Harbour Lights',
      description,
      genre: 'Drama',
      status: 'ended',
      rating: 'TV_14',
      releaseYear: 2020,
      seasons: [
        { seasonNum: 1, episodes: [episode(101, 1), episode(102, 2)] },
        { seasonNum: 2, episodes: [episode(103, 1)] },
      ],
    },
  ],
  titles: [
    { id: 201, type: 'movie', name: 'Salt Line', duration: 6000, description, genre: 'Thriller', rating: 'MOVIE_R', releaseYear: 2021 },
    { id: 202, type: 'fight', name: 'Iron Verdict', duration: 10800, description, genre: 'Boxing', rating: 'TV_14', releaseYear: 2024 },
  ],
  collections: [
    { id: 1, name: 'Everything', kind: 'curated', items: [{ type: 'series', id: 1 }, { type: 'title', id: 201 }, { type: 'title', id: 101 }] },
  ],
  categories: [
    category(1, 'series', 'series'),
    category(2, 'movies', 'movies'),
    category(407, 'sports'),
    category(743, 'comedy'),
    category(103, 'documentaries'),
    category(435, 'after-hours'),
  ],
  modules: [{ id: 1, type: 'CUSTOM', title: 'Everything', imageType: 'playlistListDisplay', collectionId: 1 }],
  promoted: [{ type: 'series', id: 1 }],
  schedule: {
    programs: [
      { minuteOfWeek: 0, titleId: 101 },
      { minuteOfWeek: 30, titleId: 201 },
      { minuteOfWeek: 130, titleId: 202 },
    ],
  },
};

function broken(change: (file: CatalogueFile) => void): string[] {
  const file = catalogueFileSchema.parse(JSON.parse(JSON.stringify(valid)));
  change(file);
  return catalogueFileProblems(file);
}

describe('catalogueFileProblems', () => {
  it('finds nothing wrong with a coherent file', () => {
    expect(catalogueFileProblems(catalogueFileSchema.parse(valid))).toEqual([]);
  });

  it('refuses a title id used twice, across titles and episodes', () => {
    expect(broken((file) => void file.titles.push({ ...file.titles[0]!, id: 102, type: 'trailer' }))).toEqual([
      'series[0].seasons[0].episodes[1] (id 102): title id 102 is already used by titles[2]',
    ]);
  });

  it('refuses a series, collection, category or module id used twice', () => {
    const problems = broken((file) => {
      file.series.push({ ...file.series[0]!, seasons: [] });
      file.collections.push({ ...file.collections[0]!, items: [] });
      file.categories[1]!.items[0]!.id = 10;
      file.modules.push({ ...file.modules[0]! });
    });
    expect(problems).toEqual([
      'series[1] (id 1): series id 1 is already used by series[0]',
      'collections[1] (id 1): collection id 1 is already used by collections[0]',
      'categories[1].items[0] (id 10): category id 10 is already used by categories[0].items[0]',
      'modules[1] (id 1): module id 1 is already used by modules[0]',
    ]);
  });

  it('refuses a season or an episode number used twice', () => {
    expect(broken((file) => void (file.series[0]!.seasons[1]!.seasonNum = 1))).toEqual([
      'series[0].seasons[1] (id 1): season 1 appears twice',
    ]);
    expect(broken((file) => void (file.series[0]!.seasons[0]!.episodes[1]!.episodeNum = 1))).toEqual([
      'series[0].seasons[0].episodes[1] (id 102): episode 1 of season 1 appears twice',
    ]);
  });

  it('refuses references to records that do not exist', () => {
    const problems = broken((file) => {
      file.collections[0]!.items.push({ type: 'series', id: 999 }, { type: 'title', id: 1 });
      file.promoted.push({ type: 'title', id: 998 });
      file.modules[0]!.collectionId = 77;
      file.categories[2]!.items[0]!.collectionId = 78;
      file.schedule.programs.push({ minuteOfWeek: 9000, titleId: 997 });
    });
    expect(problems).toEqual([
      'collections[0] (id 1): item series 999 does not exist',
      'collections[0] (id 1): item title 1 does not exist',
      'promoted[1] (id 998): title 998 does not exist',
      'modules[0] (id 1): collection 77 does not exist',
      'categories[2].items[0] (id 4070): collection 78 does not exist',
      'schedule.programs[3] (id 997): title 997 does not exist',
    ]);
  });

  it('refuses a missing fixed category, a wrong slug and one without an ALLCATEGORY item', () => {
    const problems = broken((file) => {
      file.categories = file.categories.filter((c) => c.id !== 103);
      file.categories[2]!.slug = 'sport';
      file.categories[3]!.items[0]!.type = 'CATEGORY';
    });
    // Fixed categories are checked in id order.
    expect(problems).toEqual([
      'categories: the fixed category 103 (documentaries) is missing',
      "categories[2] (id 407): slug must be 'sports', not 'sport'",
      'categories[3] (id 743): needs an ALLCATEGORY sub-item',
    ]);
  });

  it('needs exactly one series and one movies entry in the menu', () => {
    expect(broken((file) => void (file.categories[1]!.menuType = 'series'))).toEqual([
      "categories[1] (id 2): menuType 'series' is already taken by category 1",
      "categories: no category has menuType 'movies'",
    ]);
  });

  it('refuses a schedule out of order or overlapping, including across the end of the week', () => {
    expect(broken((file) => void (file.schedule.programs[1]!.minuteOfWeek = 0))).toEqual([
      'schedule.programs[0] (id 101): starts at minute 0, not before the next program (minute 0)',
    ]);
    expect(broken((file) => void (file.schedule.programs[1]!.minuteOfWeek = 20))).toEqual([
      'schedule.programs[0] (id 101): runs 10 min into the next program',
    ]);
    expect(broken((file) => void (file.schedule.programs[2]!.minuteOfWeek = 7 * 24 * 60 - 60))).toEqual([
      'schedule.programs[2] (id 202): runs 120 min into the next program',
    ]);
  });
});
