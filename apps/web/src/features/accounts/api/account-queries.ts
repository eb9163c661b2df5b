/** Query keys of the direct (ott) account; they belong to the user and go with sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};
