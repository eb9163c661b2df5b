import { useId } from 'react';
import { BILLING_LABELS, PARTNER_LABELS, type PartnerOffer } from '@stat/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '../billing-format.ts';
import styles from '../checkout/checkout.module.css';

interface PartnerOfferCardProps {
  offer: PartnerOffer;
  checked: boolean;
  onChoose: () => void;
}

/** One partner offer as a radio card: the plan, the first period's price with the coupon, the regular price after, and the trial. */
export function PartnerOfferCard({ offer, checked, onChoose }: PartnerOfferCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const { plan } = offer;
  const period = plan.billingInterval;
  return (
    <label className={styles.planCard}>
      <input
        type="radio"
        name="offer"
        value={offer.code}
        className={styles.radio}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
      />
      <span className={styles.selectedMark} aria-hidden="true">
        <CheckIcon size={16} />
      </span>
      <span id={nameId} className={styles.planName}>
        {plan.name} · {BILLING_LABELS.choose.intervals[period]}
      </span>
      <span id={detailsId} className={styles.planDetails}>
        <span className={styles.price}>
          <span className={styles.amount}>{formatMoney(offer.firstPriceInCents)}</span>
          <span className={styles.per}>{PARTNER_LABELS.forFirst(period)}</span>
        </span>
        <span>{PARTNER_LABELS.then(BILLING_LABELS.price(formatMoney(plan.priceInCents), period))}</span>
        {offer.trialDays > 0 && <span>{PARTNER_LABELS.trial(offer.trialDays)}</span>}
      </span>
    </label>
  );
}
