/** Query keys of the pay-per-view calls, general to specific; all public, the same for everyone. */
export const ppvKeys = {
  all: ['ppv'] as const,
  state: () => [...ppvKeys.all, 'state'] as const,
  event: () => [...ppvKeys.all, 'event'] as const,
  schedule: () => [...ppvKeys.all, 'schedule'] as const,
};
