import { formatCreditDate, formatPrice, PPV_CREDIT_LABELS, type PpvCredit } from '@stat/contracts';
import styles from './ppv-credit-note.module.css';

/**
 * A purchase's automatic credit (issue 25 section 5), for the order details: how much went back,
 * to which card, when and why — "$79.99 credited to VISA X-1111 on Dec 13 — the stream failed
 * during the main event". Nothing without a credit.
 */
export function PpvCreditNote({ credit }: { credit: PpvCredit | null | undefined }) {
  if (!credit) return null;
  return (
    <p className={styles.note}>{PPV_CREDIT_LABELS.note(formatPrice(credit.amountInCents), credit.paymentMethod, formatCreditDate(credit.creditedAt), credit.reason)}</p>
  );
}
