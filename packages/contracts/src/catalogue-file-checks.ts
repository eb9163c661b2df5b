import type { CatalogueFile } from './catalogue-file.ts';
import { CATEGORY_IDS } from './constants.ts';

/**
 * The rules of a catalogue file that span records, which the schema cannot say: ids that must
 * be unique, references that must exist, the fixed categories and a schedule that fits. Each
 * problem names the bad record by its path and id, so an operator can find it in the file.
 * An empty list means the file is coherent.
 */
export function catalogueFileProblems(file: CatalogueFile): string[] {
  return [
    ...idProblems(file),
    ...numberingProblems(file),
    ...referenceProblems(file),
    ...categoryProblems(file),
    ...scheduleProblems(file),
  ];
}

/** The fixed categories of the spec (shell spec section 9) and the slugs their routes use. */
export const FIXED_CATEGORY_SLUGS: Record<number, string> = {
  [CATEGORY_IDS.sports]: 'sports',
  [CATEGORY_IDS.comedy]: 'comedy',
  [CATEGORY_IDS.documentaries]: 'documentaries',
  [CATEGORY_IDS.afterHours]: 'after-hours',
};

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Reports the second and later users of an id, naming where it was first used. */
function uniqueIds(records: { path: string; id: number }[], what: string): string[] {
  const firstSeen = new Map<number, string>();
  const problems: string[] = [];
  for (const { path, id } of records) {
    const first = firstSeen.get(id);
    if (first === undefined) firstSeen.set(id, path);
    else problems.push(`${path} (id ${id}): ${what} id ${id} is already used by ${first}`);
  }
  return problems;
}

function episodes(file: CatalogueFile) {
  return file.series.flatMap((series, s) =>
    series.seasons.flatMap((season, n) =>
      season.episodes.map((episode, e) => ({ path: `series[${s}].seasons[${n}].episodes[${e}]`, episode })),
    ),
  );
}

function idProblems(file: CatalogueFile): string[] {
  // Episodes, movies and fights are all titles (one /play/{titleId} space).
  const playable = [
    ...file.titles.map((title, i) => ({ path: `titles[${i}]`, id: title.id })),
    ...episodes(file).map(({ path, episode }) => ({ path, id: episode.id })),
  ];
  const categoryIds = file.categories.flatMap((category, c) => [
    { path: `categories[${c}]`, id: category.id },
    ...category.items.map((item, i) => ({ path: `categories[${c}].items[${i}]`, id: item.id })),
  ]);
  return [
    ...uniqueIds(playable, 'title'),
    ...uniqueIds(file.series.map((series, i) => ({ path: `series[${i}]`, id: series.id })), 'series'),
    ...uniqueIds(file.collections.map((collection, i) => ({ path: `collections[${i}]`, id: collection.id })), 'collection'),
    // A menu link carries either a category's id or its ALLCATEGORY item's, so they share a space.
    ...uniqueIds(categoryIds, 'category'),
    ...uniqueIds(file.modules.map((module, i) => ({ path: `modules[${i}]`, id: module.id })), 'module'),
  ];
}

function numberingProblems(file: CatalogueFile): string[] {
  const problems: string[] = [];
  file.series.forEach((series, s) => {
    const seasons = new Set<number>();
    series.seasons.forEach((season, n) => {
      if (seasons.has(season.seasonNum)) {
        problems.push(`series[${s}].seasons[${n}] (id ${series.id}): season ${season.seasonNum} appears twice`);
      }
      seasons.add(season.seasonNum);
      const numbers = new Set<number>();
      season.episodes.forEach((episode, e) => {
        if (numbers.has(episode.episodeNum)) {
          const path = `series[${s}].seasons[${n}].episodes[${e}] (id ${episode.id})`;
          problems.push(`${path}: episode ${episode.episodeNum} of season ${season.seasonNum} appears twice`);
        }
        numbers.add(episode.episodeNum);
      });
    });
  });
  return problems;
}

function referenceProblems(file: CatalogueFile): string[] {
  const titleIds = new Set([...file.titles.map((title) => title.id), ...episodes(file).map(({ episode }) => episode.id)]);
  const seriesIds = new Set(file.series.map((series) => series.id));
  const collectionIds = new Set(file.collections.map((collection) => collection.id));
  const exists = (ref: { type: 'title' | 'series'; id: number }) =>
    ref.type === 'title' ? titleIds.has(ref.id) : seriesIds.has(ref.id);
  const problems: string[] = [];
  file.collections.forEach((collection, c) => {
    for (const item of collection.items) {
      if (!exists(item)) problems.push(`collections[${c}] (id ${collection.id}): item ${item.type} ${item.id} does not exist`);
    }
  });
  file.promoted.forEach((item, i) => {
    if (!exists(item)) problems.push(`promoted[${i}] (id ${item.id}): ${item.type} ${item.id} does not exist`);
  });
  file.modules.forEach((module, m) => {
    if (!collectionIds.has(module.collectionId)) {
      problems.push(`modules[${m}] (id ${module.id}): collection ${module.collectionId} does not exist`);
    }
  });
  file.categories.forEach((category, c) => {
    category.items.forEach((item, i) => {
      if (item.collectionId !== null && !collectionIds.has(item.collectionId)) {
        problems.push(`categories[${c}].items[${i}] (id ${item.id}): collection ${item.collectionId} does not exist`);
      }
    });
  });
  file.schedule.programs.forEach((program, p) => {
    if (!titleIds.has(program.titleId)) {
      problems.push(`schedule.programs[${p}] (id ${program.titleId}): title ${program.titleId} does not exist`);
    }
  });
  return problems;
}

function categoryProblems(file: CatalogueFile): string[] {
  const problems: string[] = [];
  for (const [id, slug] of Object.entries(FIXED_CATEGORY_SLUGS)) {
    const c = file.categories.findIndex((category) => category.id === Number(id));
    const category = file.categories[c];
    if (!category) {
      problems.push(`categories: the fixed category ${id} (${slug}) is missing`);
      continue;
    }
    if (category.slug !== slug) problems.push(`categories[${c}] (id ${id}): slug must be '${slug}', not '${category.slug}'`);
    if (!category.items.some((item) => item.type === 'ALLCATEGORY')) {
      problems.push(`categories[${c}] (id ${id}): needs an ALLCATEGORY sub-item`);
    }
  }
  for (const menuType of ['series', 'movies'] as const) {
    const found = file.categories.flatMap((category, c) => (category.menuType === menuType ? [{ category, c }] : []));
    if (found.length === 0) problems.push(`categories: no category has menuType '${menuType}'`);
    for (const { category, c } of found.slice(1)) {
      problems.push(`categories[${c}] (id ${category.id}): menuType '${menuType}' is already taken by category ${found[0]?.category.id}`);
    }
  }
  return problems;
}

function scheduleProblems(file: CatalogueFile): string[] {
  const durations = new Map<number, number>([
    ...file.titles.map((title) => [title.id, title.duration] as const),
    ...episodes(file).map(({ episode }) => [episode.id, episode.duration] as const),
  ]);
  const programs = file.schedule.programs;
  const problems: string[] = [];
  programs.forEach((program, p) => {
    const next = programs[p + 1];
    const duration = durations.get(program.titleId);
    const path = `schedule.programs[${p}] (id ${program.titleId})`;
    if (next && next.minuteOfWeek <= program.minuteOfWeek) {
      problems.push(`${path}: starts at minute ${program.minuteOfWeek}, not before the next program (minute ${next.minuteOfWeek})`);
      return;
    }
    if (duration === undefined) return; // reported as a missing title
    // The week loops, so the last program must end before the first one starts again.
    const nextStart = next ? next.minuteOfWeek * 60 : WEEK_SECONDS + (programs[0]?.minuteOfWeek ?? 0) * 60;
    if (program.minuteOfWeek * 60 + duration > nextStart) {
      const overrun = Math.ceil((program.minuteOfWeek * 60 + duration - nextStart) / 60);
      problems.push(`${path}: runs ${overrun} min into the next program`);
    }
  });
  return problems;
}
