import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while React renders on the server, or hydrates in the browser what the server rendered;
 * false in any other render. What only the browser knows (its storage, its clock) must not change
 * the markup while this is true: the first browser render has to match the server's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
