import { BILLING_LABELS, PARTNER_LABELS, type PartnerOffer } from '@stat/contracts';
import { formatMoney } from '../billing-format.ts';
import { RadioCard } from '../radio-card.tsx';
import styles from '../checkout/checkout.module.css';

interface PartnerOfferCardProps {
  offer: PartnerOffer;
  checked: boolean;
  onChoose: () => void;
}

/** One partner offer as a radio card: the plan, the first period's price with the coupon, the regular price after, and the trial. */
export function PartnerOfferCard({ offer, checked, onChoose }: PartnerOfferCardProps) {
  const { plan } = offer;
  const period = plan.billingInterval;
  return (
    <RadioCard group="offer" value={offer.code} checked={checked} onChoose={onChoose} title={`${plan.name} · ${BILLING_LABELS.choose.intervals[period]}`}>
      <span className={styles.price}>
        <span className={styles.amount}>{formatMoney(offer.firstPriceInCents)}</span>
        <span className={styles.per}>{PARTNER_LABELS.forFirst(period)}</span>
      </span>
      <span>{PARTNER_LABELS.then(BILLING_LABELS.price(formatMoney(plan.priceInCents), period))}</span>
      {offer.trialDays > 0 && <span>{PARTNER_LABELS.trial(offer.trialDays)}</span>}
    </RadioCard>
  );
}
