import type { CollectionId } from '@stat/contracts';

/**
 * Query keys of the list pages, general to specific. Answers carry `locked` for the viewer's
 * profile, so they go with the user data on sign-in and sign-out.
 */
export const collectionKeys = {
  all: ['collections'] as const,
  curated: () => [...collectionKeys.all, 'curated'] as const,
  series: () => [...collectionKeys.all, 'series'] as const,
  free: () => [...collectionKeys.all, 'free'] as const,
  titles: (id: CollectionId) => [...collectionKeys.all, 'titles', id] as const,
  mixed: (id: CollectionId) => [...collectionKeys.all, 'mixed', id] as const,
};
