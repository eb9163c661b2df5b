import { useId } from 'react';
import { BILLING_LABELS } from '@stat/contracts';
import type { Plan } from '@stat/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '../billing-format.ts';
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

/**
 * A plan as a radio card: the radio is named by the plan (or bundle) and described by its
 * price and what it offers; the whole card is its click target.
 */
export function PlanCard({ plan, addOnIds, trialEligible, checked, onChoose }: PlanCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const offer = planOffer(plan, addOnIds);
  return (
    <label className={styles.planCard}>
      <input
        type="radio"
        name="plan"
        value={plan.productCode}
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
        {offer.name}
      </span>
      <span id={detailsId} className={styles.planDetails}>
        <span className={styles.price}>
          <span className={styles.amount}>{formatMoney(offer.priceInCents)}</span>
          <span className={styles.per}>{L.per[plan.billingInterval]}</span>
        </span>
        <PlanTags plan={plan} trialEligible={trialEligible} />
      </span>
    </label>
  );
}
