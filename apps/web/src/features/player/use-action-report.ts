import { useEffect, useRef } from 'react';
import type { PlayerAction } from '@stat/contracts';

/** A drag of the seek bar or held arrow keys are one seek: reported once they rest this long. */
const SEEK_SETTLE_MS = 1_000;

/**
 * Reports the viewer's player actions to `onAction` (the app sends them as client-interaction
 * events). Seeks are settled first, so a drag is one event, not one per step; a seek still
 * settling when the player goes is reported then, since the viewer did make it.
 */
export function useActionReport(onAction: ((action: PlayerAction) => void) | undefined): (action: PlayerAction) => void {
  const latest = useRef(onAction);
  const seekTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(
    () => () => {
      if (!seekTimer.current) return;
      clearTimeout(seekTimer.current);
      seekTimer.current = null;
      latest.current?.('seek');
    },
    [],
  );
  return (action) => {
    if (action !== 'seek') return latest.current?.(action);
    if (seekTimer.current) clearTimeout(seekTimer.current);
    seekTimer.current = setTimeout(() => {
      seekTimer.current = null;
      latest.current?.('seek');
    }, SEEK_SETTLE_MS);
  };
}
