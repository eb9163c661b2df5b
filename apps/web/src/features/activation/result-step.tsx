import { useEffect, useRef } from 'react';
import { ACTIVATION_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import styles from './activation.module.css';

interface ResultStepProps {
  message: string;
  /** Failure: Retry Activation (resets and restarts) beside Not Now. Absent: one button. */
  onRetry?: () => void;
  closeLabel: string;
  onClose: () => void;
}

/** The success or failure message with its buttons; the first button takes the focus. */
export function ResultStep({ message, onRetry, closeLabel, onClose }: ResultStepProps) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <>
      <p className={styles.message} role="status">
        {message}
      </p>
      <div ref={actions} className={styles.actions}>
        {onRetry && (
          <Button onClick={onRetry}>
            {ACTIVATION_LABELS.failure.retry}
          </Button>
        )}
        <Button variant={onRetry ? 'secondary' : 'primary'} onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </>
  );
}
