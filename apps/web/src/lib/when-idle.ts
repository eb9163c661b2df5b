import { useEffect, useState } from 'react';

/** Runs `work` once the browser is idle (after the page has painted), or soon where it cannot say; answers how to cancel it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * False until the browser has been idle once after this component mounted: what the page does
 * not need to be interactive (a notice, a count) waits for it, off the first screen's path.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
