import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while React renders on the server, or hydrates in the browser what the server rendered;
 * false in any other render. What only the browser knows (its storage, its clock) must not change
 * the markup while this is true: the first browser render has to match the server's.
 *
 * A store whose server snapshot differs from the browser's: React answers each component with the
 * server's while that component hydrates, whenever that is (a Suspense boundary may hydrate after
 * the rest), then renders it again at once with the browser's. That second render is synchronous,
 * so the readers are kept to small leaves (dates, clocks, the pay-per-view parts).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
