import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

const HydratingContext = createContext(false);

/**
 * Says to the tree whether it renders the server's markup: `hydrating` on the server (always)
 * and in the browser's hydration of the server's page; not in a tree the browser renders afresh.
 * Once the page has hydrated it turns false as a transition: what changes then (the viewer's
 * dates, the live clock, the wide footer) renders again in short slices, not in one synchronous
 * pass over the page as a store whose server snapshot differs would force. A Suspense boundary
 * still waiting to hydrate is hydrated first, with the old value (React's selective hydration).
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [value, setValue] = useState(hydrating);
  useEffect(() => {
    if (value) startTransition(() => setValue(false));
  }, [value]);
  return <HydratingContext value={value}>{children}</HydratingContext>;
}

/**
 * True while React renders on the server, or hydrates in the browser what the server rendered;
 * false in any other render. What only the browser knows (its storage, its clock) must not change
 * the markup while this is true: the first browser render has to match the server's.
 */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}
