import { useSyncExternalStore } from 'react';
import { useHydrating } from '../../lib/use-hydrating.ts';

/**
 * Whether a media query matches now, following changes; false where matchMedia is missing, and
 * on the server and while hydrating (the server cannot know the screen), true or false after.
 */
export function useMediaQuery(query: string): boolean {
  const hydrating = useHydrating();
  const read = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const matches = useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    read,
    // The same snapshot on both sides: see useNow (lib/use-now.ts).
    read,
  );
  return !hydrating && matches;
}
