/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: one long task becomes two short ones. `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
