import { useEffect, useEffectEvent, useState } from 'react';
import { AUTOPLAY_COUNTDOWN_MILLIS } from '@stat/contracts';

interface CountdownInput {
  /** The viewer is past the credit marker of a title with a next one. */
  due: boolean;
  /** Autoplay is on: the card counts down; off, it only offers the next title. */
  autoplay: boolean;
  countdownMillis: number | null;
  onDone: () => void;
}

/**
 * The autoplay countdown (streaming spec sections 4 and 9): visible once due, from 10 (or the
 * title's countdownMillis), one tick a second; at zero the next title plays. Dismissed, it stays
 * away until the viewer goes back before the credit marker, which resets it to the start.
 */
export function useCountdown({ due, autoplay, countdownMillis, onDone }: CountdownInput) {
  const total = Math.round((countdownMillis ?? AUTOPLAY_COUNTDOWN_MILLIS) / 1000);
  const [secondsLeft, setSecondsLeft] = useState(total);
  const [dismissed, setDismissed] = useState(false);
  const [wasDue, setWasDue] = useState(due);
  // Back before the marker: reset to the start, dismissal forgotten (adjusting state while rendering).
  if (due !== wasDue) {
    setWasDue(due);
    if (!due) {
      setDismissed(false);
      setSecondsLeft(total);
    }
  }
  const visible = due && !dismissed;
  // An effect event, not a dependency: the player hands a new callback at each render, and a tick
  // restarted by every render more often than once a second would never reach zero.
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!visible || !autoplay) return;
    if (secondsLeft <= 0) {
      done();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [visible, autoplay, secondsLeft]);

  return { visible, secondsLeft: autoplay ? secondsLeft : null, dismiss: () => setDismissed(true) };
}
