import { useEffect, useState } from 'react';
import { PLAYER_LABELS, type PlayerState } from '@stat/contracts';

// A state has to hold this long to be announced: a short stall is not worth interrupting for.
const SETTLE_MS = 700;

/**
 * Tells screen readers what the player is doing (PLAYING, PAUSED, BUFFERING ...) and when an ad
 * plays, once the state has settled, in a polite live region.
 */
export function StateAnnouncer({ state, ad }: { state: PlayerState; ad: boolean }) {
  const [spoken, setSpoken] = useState('');
  const text = ad && state === 'PLAYING' ? `${PLAYER_LABELS.ad}: ${PLAYER_LABELS.states.PLAYING}` : PLAYER_LABELS.states[state];

  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <p role="status" className="visually-hidden" data-player-state={state}>
      {spoken}
    </p>
  );
}
