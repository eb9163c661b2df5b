/**
 * Query keys of home, general to specific. Tiles carry `locked` for the viewer's profile, so
 * these are personal data and go with the user on sign-out.
 */
export const homeKeys = {
  all: ['home'] as const,
  promoted: () => [...homeKeys.all, 'promoted'] as const,
  modules: (supported: readonly string[]) => [...homeKeys.all, 'modules', supported.join(',')] as const,
};
