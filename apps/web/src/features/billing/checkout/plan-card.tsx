import { BILLING_LABELS } from '@stat/contracts';
import type { Plan } from '@stat/contracts';
import { formatMoney } from '../billing-format.ts';
import { RadioCard } from '../radio-card.tsx';
import { planOffer } from './plan-offer.ts';
import { PlanTags } from '../plan-tags.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS;

interface PlanCardProps {
  plan: Plan;
  /** The add-ons chosen: the card shows the bundle's name and price. */
  addOnIds: readonly string[];
  trialEligible: boolean;
  checked: boolean;
  onChoose: () => void;
}

/** A plan as a radio card: named by the plan (or bundle), described by its price and what it offers. */
export function PlanCard({ plan, addOnIds, trialEligible, checked, onChoose }: PlanCardProps) {
  const offer = planOffer(plan, addOnIds);
  return (
    <RadioCard group="plan" value={plan.productCode} checked={checked} onChoose={onChoose} title={offer.name}>
      <span className={styles.price}>
        <span className={styles.amount}>{formatMoney(offer.priceInCents)}</span>
        <span className={styles.per}>{L.per[plan.billingInterval]}</span>
      </span>
      <PlanTags plan={plan} trialEligible={trialEligible} />
    </RadioCard>
  );
}
