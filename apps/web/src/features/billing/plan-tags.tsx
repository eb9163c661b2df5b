import type { Plan } from '@stat/contracts';
import { BILLING_LABELS } from '@stat/contracts';
import styles from './plan-tags.module.css';

const L = BILLING_LABELS.choose;

/** A plan's tags: its free trial (to a viewer who may have one) and whether it plays ads. */
export function PlanTags({ plan, trialEligible, className }: { plan: Pick<Plan, 'trialDays' | 'ads'>; trialEligible: boolean; className?: string }) {
  return (
    <span className={className ? `${styles.tags} ${className}` : styles.tags}>
      {trialEligible && plan.trialDays > 0 && <span className={`${styles.tag} ${styles.trial}`}>{L.trial(plan.trialDays)}</span>}
      <span className={styles.tag}>{plan.ads ? L.ads : L.noAds}</span>
    </span>
  );
}
