/**
 * Query keys of the start-up data, general to specific. Everything under `startupKeys.all`
 * except the user is public and outlives a sign-out.
 */
export const startupKeys = {
  all: ['startup'] as const,
  now: () => [...startupKeys.all, 'now'] as const,
  user: () => [...startupKeys.all, 'user'] as const,
  dictionary: () => [...startupKeys.all, 'dictionary'] as const,
};
