/**
 * A value built on its first use rather than when its module loads. For Intl formatters: the
 * first one a page builds loads the locale's data (about 15 ms, 60 ms on a phone's CPU), which
 * belongs to the task that shows a price or a date, not to the loading of every module that could.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
