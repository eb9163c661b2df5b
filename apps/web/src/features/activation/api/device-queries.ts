/** Query keys of the viewer's activated devices; they belong to the user and go with sign-out. */
export const deviceKeys = {
  all: ['devices'] as const,
  list: () => [...deviceKeys.all, 'list'] as const,
  platforms: () => [...deviceKeys.all, 'platforms'] as const,
};
