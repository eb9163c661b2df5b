/** Query keys of the viewer's resume-watching shelf (personal: dropped on sign-out). */
export const resumeWatchingKeys = {
  all: ['resumeWatching'] as const,
  list: () => [...resumeWatchingKeys.all, 'list'] as const,
};
