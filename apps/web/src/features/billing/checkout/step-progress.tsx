import { BILLING_LABELS, PAYWALL_STEP_IDS } from '@stat/contracts';
import type { PaywallPage, PaywallStepId } from '@stat/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS;

interface StepProgressProps {
  current: PaywallStepId;
  /** The paywall page's own step labels, when it has them. */
  steps: PaywallPage['steps'] | undefined;
}

/** Where the viewer is among the four steps: an ordered list, the current step marked for assistive technology. */
export function StepProgress({ current, steps }: StepProgressProps) {
  const currentIndex = PAYWALL_STEP_IDS.indexOf(current);
  return (
    <nav aria-label={L.progress}>
      <ol role="list" className={styles.progress}>
        {PAYWALL_STEP_IDS.map((id, index) => {
          const label = steps?.find((step) => step.id === id)?.label ?? L.steps[id];
          const done = index < currentIndex;
          return (
            <li key={id} className={styles.progressStep} aria-current={id === current ? 'step' : undefined} data-done={done || undefined}>
              <span className={styles.progressMark} aria-hidden="true">
                {done ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className={styles.progressLabel}>
                {label}
                {done && <span className="visually-hidden">, {L.completed}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
