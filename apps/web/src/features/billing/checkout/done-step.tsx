import { BILLING_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate, formatMoney } from '../billing-format.ts';
import type { Receipt } from './checkout-state.ts';
import { StepFrame } from './step-frame.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS.done;

interface DoneStepProps {
  receipt: Receipt;
  focusHeading: boolean;
  /** To the intended route, or home. */
  onContinue: () => void;
}

/**
 * The confirmation: the plan, what was charged, when the trial ends, the next billing date and
 * charge, and the payment method in the spec's card format (VISA X-1111 EXP 12/2030, from the
 * purchase's answer), then on to what the viewer came for.
 */
export function DoneStep({ receipt, focusHeading, onContinue }: DoneStepProps) {
  const format = useViewerFormat();
  const rows: [string, string][] = [
    [L.plan, receipt.planName],
    [L.charged, formatMoney(receipt.chargedInCents)],
    ...(receipt.trialEndsAt !== null ? [[L.trialEnds, formatDate(receipt.trialEndsAt, format)] as [string, string]] : []),
    [L.nextBilling, formatDate(receipt.nextBillingDate, format)],
    [L.nextCharge, formatMoney(receipt.nextChargeInCents)],
    [L.payment, receipt.paymentMethod],
    ...(receipt.invoiceNumber ? [[L.invoice, receipt.invoiceNumber] as [string, string]] : []),
  ];
  return (
    <StepFrame heading={L.heading} focusHeading={focusHeading}>
      <p className={styles.lead}>{L.lead}</p>
      <dl className={styles.receipt}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button size="lg" onClick={onContinue}>
          {L.continue}
        </Button>
      </div>
    </StepFrame>
  );
}
