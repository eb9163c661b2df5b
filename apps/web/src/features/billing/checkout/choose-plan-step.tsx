import { useId, useState, type Dispatch } from 'react';
import { BILLING_LABELS, BILLING_INTERVALS } from '@stat/contracts';
import type { BillingInterval, Plan } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { usePreview } from '../api/preview-plans.ts';
import { formatMoney } from '../billing-format.ts';
import { counterpartPlan } from './checkout-state.ts';
import type { CheckoutAction, CheckoutState } from './checkout-state.ts';
import { PlanCard } from './plan-card.tsx';
import { StepFrame } from './step-frame.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS;

interface ChoosePlanStepProps {
  /** On sale, _PREMIUM first. */
  plans: readonly Plan[];
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  bundleEnabled: boolean;
  focusHeading: boolean;
  onContinue: () => void;
}

/**
 * Step 1: the billing period, a plan card each (price, "7-day free trial" when the plan has one
 * and the viewer may have it, with or without ads), and the Northstar+ bundle when bundles are
 * on. Trial eligibility comes from a preview of the plans (streaming spec section 6).
 */
export function ChoosePlanStep({ plans, state, dispatch, bundleEnabled, focusHeading, onContinue }: ChoosePlanStepProps) {
  const [missing, setMissing] = useState(false);
  const missingId = useId();
  const eligibility = usePreview({ plans: plans.map((plan) => plan.productCode) }).data;
  const trialEligible = eligibility?.ok === true && eligibility.value.trialEligible;
  const intervals = BILLING_INTERVALS.filter((interval) => plans.some((plan) => plan.billingInterval === interval));
  const shown = plans.filter((plan) => plan.billingInterval === state.interval);
  const chosen = shown.find((plan) => plan.productCode === state.productCode);
  const addOn = bundleEnabled ? (chosen ?? shown[0])?.addOns[0] : undefined;

  function chooseInterval(interval: BillingInterval) {
    dispatch({ type: 'intervalChosen', interval, productCode: counterpartPlan(plans, state.productCode, interval) });
  }

  function choosePlan(productCode: string) {
    setMissing(false);
    dispatch({ type: 'planChosen', productCode });
  }

  function next() {
    if (!chosen) {
      setMissing(true);
      return;
    }
    onContinue();
  }

  return (
    <StepFrame heading={L.choose.heading} focusHeading={focusHeading}>
      {intervals.length > 1 && (
        <fieldset className={styles.group}>
          <legend className={styles.groupLegend}>{L.choose.interval}</legend>
          <div className={styles.segments}>
            {intervals.map((interval) => (
              <label key={interval} className={styles.segment}>
                <input
                  type="radio"
                  name="billing-interval"
                  className={styles.radio}
                  checked={state.interval === interval}
                  onChange={() => chooseInterval(interval)}
                />
                {L.choose.intervals[interval]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group} aria-describedby={missing ? missingId : undefined}>
        <legend className="visually-hidden">{L.choose.plans}</legend>
        <div className={styles.plans}>
          {shown.map((plan) => (
            <PlanCard
              key={plan.productCode}
              plan={plan}
              addOnIds={bundleEnabled ? state.addOns : []}
              trialEligible={trialEligible}
              checked={plan.productCode === state.productCode}
              onChoose={() => choosePlan(plan.productCode)}
            />
          ))}
        </div>
      </fieldset>
      {addOn && (
        <div className={styles.bundle}>
          <Checkbox
            name="bundle"
            label={L.choose.addOn(addOn.name, L.price(formatMoney(addOn.priceInCents), state.interval))}
            checked={state.addOns.includes(addOn.addOnId)}
            onChange={(event) => dispatch({ type: 'addOnsChosen', addOns: event.target.checked ? [addOn.addOnId] : [] })}
          />
          <p className={styles.bundleNote}>{addOn.description}</p>
        </div>
      )}
      {missing && (
        <p id={missingId} role="alert" className={styles.alert}>
          {L.choose.pickOne}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="lg" onClick={next}>
          {L.continue}
        </Button>
      </div>
    </StepFrame>
  );
}
