import type { SeriesId, TitleId } from '@stat/contracts';

/**
 * Query keys of the detail pages, general to specific. Catalogue answers carry `locked` for the
 * viewer's profile, so everything here is dropped with the user data on sign-in and sign-out.
 */
export const titleKeys = {
  all: ['titles'] as const,
  series: (id: SeriesId) => [...titleKeys.all, 'series', id] as const,
  seriesEpisodes: (id: SeriesId) => [...titleKeys.series(id), 'episodes'] as const,
  title: (id: TitleId) => [...titleKeys.all, 'title', id] as const,
  user: () => [...titleKeys.all, 'user'] as const,
  userSeries: (id: SeriesId) => [...titleKeys.user(), 'series', id] as const,
  userTitle: (id: TitleId) => [...titleKeys.user(), 'title', id] as const,
};
