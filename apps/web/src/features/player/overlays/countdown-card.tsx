import { PLAYER_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './overlays.module.css';

interface CountdownCardProps {
  nextName: string;
  /** Seconds left, or null when the card only offers the next title (autoplay off, or the end). */
  secondsLeft: number | null;
  onPlayNow: () => void;
  onDismiss: () => void;
}

/**
 * The autoplay countdown to the next title (streaming spec section 4): from 10, dismissible.
 * Its ticking is not announced each second; the region is labelled once when it appears.
 */
export function CountdownCard({ nextName, secondsLeft, onPlayNow, onDismiss }: CountdownCardProps) {
  return (
    <section className={styles.countdown} aria-label={PLAYER_LABELS.upNext}>
      <p className={styles.eyebrow}>{PLAYER_LABELS.upNext}</p>
      <p className={styles.countdownName}>{nextName}</p>
      {secondsLeft !== null && (
        <p className={styles.countdownTime} aria-live="off">
          {PLAYER_LABELS.playsIn(secondsLeft)}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="sm" onClick={onPlayNow}>
          {PLAYER_LABELS.playNow}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {PLAYER_LABELS.dismissCountdown}
        </Button>
      </div>
    </section>
  );
}
