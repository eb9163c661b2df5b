import { useCallback, useEffect, useRef, useState } from 'react';

/** Controls hide after this long without movement while playing. */
const HIDE_AFTER_MS = 3_000;

/**
 * Controls show on movement, touch, a key or focus inside, and hide after 3 s of stillness while
 * playing. They never hide while paused, or while focus is inside them (a keyboard user is there).
 */
export function useControlsVisibility(playing: boolean) {
  const [shown, setShown] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pinned = useRef(false);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    if (!playing || pinned.current) return;
    timer.current = setTimeout(() => setShown(false), HIDE_AFTER_MS);
  }, [playing]);

  const reveal = useCallback(() => {
    setShown(true);
    schedule();
  }, [schedule]);

  useEffect(() => {
    schedule();
    return () => clearTimeout(timer.current);
  }, [schedule]);

  /** Focus entered or left the controls. */
  const pin = useCallback(
    (focused: boolean) => {
      pinned.current = focused;
      if (focused) {
        clearTimeout(timer.current);
        setShown(true);
      } else schedule();
    },
    [schedule],
  );

  // Paused, they show whatever the timer last decided.
  return { shown: shown || !playing, reveal, pin };
}
