import { useEffect, useRef, useState } from 'react';
import { PAYMENT_FIELD_LABELS, PAYMENT_FIELD_MESSAGES } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { PaymentFieldsError } from './payment-fields-error.ts';
import type { RecurlyPayPal } from './recurly-types.ts';
import { useRecurly } from './use-recurly.ts';
import styles from './payment-fields.module.css';

export interface PayPalButtonProps {
  /** The billing token PayPal's approval left. */
  onToken: (id: string) => void;
  /** The viewer cancelled in PayPal's window, or closed it: nothing was set up. */
  onCancel: () => void;
  /** PayPal could not be reached or refused; the button also shows why. */
  onError?: (error: PaymentFieldsError) => void;
  disabled?: boolean;
  /** Who PayPal's window says is asking. */
  displayName?: string;
}

/**
 * Pay with PayPal (recurly.PayPal): opens PayPal's approval window (the embedded gateway's
 * stand-in by default) and hands back the billing token or the cancel. The button waits while
 * the window is open.
 */
export function PayPalButton({ onToken, onCancel, onError, disabled = false, displayName = 'STAT' }: PayPalButtonProps) {
  const status = useRecurly();
  const recurly = status.state === 'ready' ? status.recurly : null;
  const paypal = useRef<RecurlyPayPal | null>(null);
  const handlers = useRef({ onToken, onCancel, onError });
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    handlers.current = { onToken, onCancel, onError };
  }, [onToken, onCancel, onError]);

  useEffect(() => {
    if (!recurly) return;
    const instance = recurly.PayPal({ display: { displayName } });
    instance.on('token', (token) => {
      setWaiting(false);
      handlers.current.onToken(token.id);
    });
    instance.on('cancel', () => {
      setWaiting(false);
      handlers.current.onCancel();
    });
    instance.on('error', (cause) => {
      const failure = PaymentFieldsError.from(cause);
      setWaiting(false);
      setError(failure.message);
      handlers.current.onError?.(failure);
    });
    paypal.current = instance;
    return () => {
      paypal.current = null;
      instance.destroy();
    };
  }, [recurly, displayName]);

  const start = () => {
    setError(null);
    setWaiting(true);
    // In the click itself: a window opened later is blocked as a popup.
    paypal.current?.start();
  };

  const shown = status.state === 'failed' ? PAYMENT_FIELD_MESSAGES.paypalUnavailable : error;
  return (
    <div className={styles.paypal}>
      <Button variant="secondary" fullWidth loading={waiting} disabled={disabled || !recurly} onClick={start}>
        {waiting ? PAYMENT_FIELD_LABELS.paypalOpening : <span className={styles.paypalMark}>{PAYMENT_FIELD_LABELS.payWithPayPal}</span>}
      </Button>
      {shown && (
        <p role="alert" className={styles.message}>
          {shown}
        </p>
      )}
    </div>
  );
}
