import { useEffect, useRef } from 'react';
import { PLAYER_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './overlays.module.css';

interface StallPromptProps {
  onResume: () => void;
  onJumpToLive: () => void;
}

/**
 * After a live stall the viewer chooses where to go on; the player does not jump on its own.
 * It takes focus as it appears, so a keyboard or screen-reader viewer meets the choice at once.
 */
export function StallPrompt({ onResume, onJumpToLive }: StallPromptProps) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.querySelector('button')?.focus(), []);
  return (
    <section ref={section} className={styles.countdown} aria-label={PLAYER_LABELS.stallPrompt}>
      <p className={styles.countdownName}>{PLAYER_LABELS.stallPrompt}</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={onResume}>
          {PLAYER_LABELS.resumeFrozen}
        </Button>
        <Button size="sm" variant="secondary" onClick={onJumpToLive}>
          {PLAYER_LABELS.jumpToLive}
        </Button>
      </div>
    </section>
  );
}
