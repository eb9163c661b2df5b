/** Query keys of the viewer's own pay-per-view calls, general to specific. Personal: dropped on sign-out. */
export const ppvPurchaseKeys = {
  all: ['ppv-purchases'] as const,
  latest: () => [...ppvPurchaseKeys.all, 'latest'] as const,
  payment: () => [...ppvPurchaseKeys.all, 'payment'] as const,
};
