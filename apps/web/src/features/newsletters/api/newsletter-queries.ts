/** Query keys of the viewer's newsletters; they belong to the user and go with sign-out. */
export const newsletterKeys = {
  all: ['newsletters'] as const,
  subscriptions: () => [...newsletterKeys.all, 'subscriptions'] as const,
};
