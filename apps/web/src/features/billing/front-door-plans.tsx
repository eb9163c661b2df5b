import { useId } from 'react';
import { BILLING_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useAvailablePlans } from './api/get-available-plans.ts';
import { formatMoney } from './billing-format.ts';
import { PlanTags } from './plan-tags.tsx';
import styles from './front-door-plans.module.css';

const L = BILLING_LABELS;

export interface FrontDoorPlansProps {
  /** The visitor chose a plan: keep it and go through Create Account (the caller decides how). */
  onStart: (productCode: string) => void;
}

/**
 * The monthly plans on the front door (ott, signed out), each with its price, trial and ads, and
 * a button that starts with it; the other intervals are a choice on the paywall. Nothing shows
 * until the plans come, and nothing at all if they cannot: the front door still works without.
 */
export function FrontDoorPlans({ onStart }: FrontDoorPlansProps) {
  const headingId = useId();
  const plans = useAvailablePlans(null, true).data?.plans.filter((plan) => plan.billingInterval === 'month') ?? [];
  if (plans.length === 0) return null;
  return (
    <section className={styles.plans} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {L.frontDoor.heading}
      </h2>
      <ul role="list" className={styles.list}>
        {plans.map((plan) => (
          <li key={plan.productCode} className={styles.plan}>
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.price}>
              <span className={styles.amount}>{formatMoney(plan.priceInCents)}</span> {L.per[plan.billingInterval]}
            </p>
            {/* A visitor who has not signed in yet has never subscribed: the trial is theirs. */}
            <PlanTags plan={plan} trialEligible className={styles.tags} />
            <Button variant={plan.ads ? 'secondary' : 'primary'} fullWidth onClick={() => onStart(plan.productCode)}>
              {L.frontDoor.start(plan.name)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
