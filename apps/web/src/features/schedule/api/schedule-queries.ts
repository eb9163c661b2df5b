/** Query keys of the live schedule, general to specific. Public; blocks counted from the first page 0 seen. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  block: (firstPageFrom: number | null, block: number) => [...scheduleKeys.all, 'block', firstPageFrom, block] as const,
};
