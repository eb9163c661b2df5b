import { useEffect, useState } from 'react';

/** How long each featured title stays before the next (when rotating). */
export const HERO_ROTATION_MS = 8_000;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero's rotation through `count` items: it advances every HERO_ROTATION_MS unless the
 * viewer paused it (the pause button), is pointing at or focused in the hero, or prefers
 * reduced motion (then it starts paused).
 */
export function useHeroRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  // The first slide appears at once (it is the LCP image); later ones fade in.
  const [moved, setMoved] = useState(false);
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      setMoved(true);
      setIndex((value) => (value + 1) % count);
    }, HERO_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  function select(position: number) {
    setMoved(true);
    setIndex(position);
  }

  return { index: current, select, moved, paused, setPaused, setHeld, rotating };
}
