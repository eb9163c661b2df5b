import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatPrice, PLAN_CHANGE_LABELS, PLAN_CHANGE_MESSAGES, planSummary, type Plan, type PlanChange, type PlanChangeRequest } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { FlowStep } from '../../components/ui/flow-step.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useChangePlan } from './api/change-plan.ts';
import { usePlanChangePreview } from './api/preview-plan-change.ts';
import { requestOf, takenAddOns } from './plan-choice.ts';
import styles from './plan-change.module.css';

const L = PLAN_CHANGE_LABELS;

export interface PlanChangeDialogProps {
  currentPlan: Plan;
  /** The plans on sale, Premium first. */
  plansOnSale: readonly Plan[];
  /** The interval switch opens the review of this plan; otherwise the dialog starts at the choice. */
  initialChoice: Plan | null;
  /** Confirmed: the dialog closes, the page refreshes and confirms. */
  onChanged: (change: PlanChange, plan: Plan) => void;
  onDismiss: () => void;
}

/** One step of the dialog, its heading focused when it appears (the first through the dialog's initialFocus). */
function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FlowStep title={title} className={styles.step} titleClassName={styles.stepTitle}>
      {children}
    </FlowStep>
  );
}

/** The plan with the add-ons chosen, priced as sold: what the viewer would have. */
function withAddOns(plan: Plan, addOns: readonly string[]): Plan {
  const taken = plan.addOns.filter((addOn) => addOns.includes(addOn.addOnId));
  const priceInCents = plan.basePriceInCents + taken.reduce((sum, addOn) => sum + addOn.priceInCents, 0);
  return { ...plan, priceInCents, subscriptionPlanSummary: planSummary({ ...plan, priceInCents, addOns: taken }), addOns: taken.map((addOn) => ({ ...addOn, status: 'active' })) };
}

function Review({ request, chosen, currentPlan, onBack, onChanged }: { request: PlanChangeRequest; chosen: Plan; currentPlan: Plan; onBack: () => void; onChanged: PlanChangeDialogProps['onChanged'] }) {
  const preview = usePlanChangePreview(request);
  const change = useChangePlan();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intent: a retry of the same change is the same change.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function confirm() {
    setFailure(null);
    const result = await change.mutateAsync({ request, idempotencyKey });
    if (!result.ok) return setFailure(result.error.body);
    onChanged(result.value, chosen);
  }

  const answer = preview.data;
  const refused = answer && !answer.ok ? answer.error.body : null;
  const seen = answer?.ok ? answer.value : null;
  return (
    <Step title={L.reviewTitle}>
      <dl className={styles.compare}>
        <div>
          <dt>{L.from}</dt>
          <dd>{currentPlan.subscriptionPlanSummary}</dd>
        </div>
        <div>
          <dt>{L.to}</dt>
          <dd>{chosen.subscriptionPlanSummary}</dd>
        </div>
      </dl>
      {!answer && (
        <p className={styles.muted} role="status">
          {L.loadingPreview}
        </p>
      )}
      {seen?.timing === 'now' && (
        <>
          <p className={styles.text}>{L.startsNow}</p>
          <dl className={styles.bill}>
            <div>
              <dt>{seen.nextBillingDate !== currentPlan.nextBillingDate ? L.chargeTodayNewPeriod : L.chargeToday}</dt>
              <dd>{formatPrice(seen.chargeTodayInCents)}</dd>
            </div>
            {seen.creditTodayInCents > 0 && (
              <div>
                <dt>{L.creditToday}</dt>
                <dd>−{formatPrice(seen.creditTodayInCents)}</dd>
              </div>
            )}
            <div className={styles.total}>
              <dt>{L.dueToday}</dt>
              <dd>{formatPrice(seen.dueTodayInCents)}</dd>
            </div>
          </dl>
        </>
      )}
      {seen?.timing === 'termEnd' && <p className={styles.text}>{L.startsOn(seen.effectiveAt)}</p>}
      {seen && <p className={styles.muted}>{L.nextCharge(seen.nextChargeInCents, seen.nextBillingDate)}</p>}
      {(refused ?? failure) && (
        <p role="alert" className={styles.error}>
          {refused ?? failure}
        </p>
      )}
      <div className={styles.actions}>
        {seen && (
          <Button variant="primary" loading={change.isPending} onClick={() => void confirm()}>
            {L.confirm}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack} disabled={change.isPending}>
          {L.back}
        </Button>
      </div>
    </Step>
  );
}

/**
 * Change the plan or bundle (issue 24 section 2): pick a plan and its add-ons, then review what it
 * does — an upgrade now, with what is charged today; a downgrade at the term's end, with its date —
 * and confirm. Everything said is visible text in the dialog, refusals included.
 */
export function PlanChangeDialog({ currentPlan, plansOnSale, initialChoice, onChanged, onDismiss }: PlanChangeDialogProps) {
  const start = initialChoice ?? currentPlan;
  const [productCode, setProductCode] = useState(start.productCode);
  const [addOns, setAddOns] = useState<string[]>(takenAddOns(start));
  const [step, setStep] = useState<'choose' | 'review'>(initialChoice ? 'review' : 'choose');
  const [sameAsNow, setSameAsNow] = useState(false);
  const legendId = useId();
  const errorId = useId();
  const plan = plansOnSale.find((entry) => entry.productCode === productCode) ?? initialChoice ?? currentPlan;
  const chosen = withAddOns(plan, addOns);
  const request = requestOf(chosen);

  function review(event: FormEvent) {
    event.preventDefault();
    const current = requestOf(currentPlan);
    const unchanged = request.productCode === current.productCode && request.addOns?.length === current.addOns?.length && (request.addOns ?? []).every((code) => current.addOns?.includes(code));
    if (unchanged) return setSameAsNow(true);
    setStep('review');
  }

  return (
    <Dialog title={L.dialogTitle} onDismiss={onDismiss} closeLabel={L.close} size="large" initialFocus="[data-step-title]">
      {step === 'review' ? (
        <Review key={JSON.stringify(request)} request={request} chosen={chosen} currentPlan={currentPlan} onBack={() => setStep('choose')} onChanged={onChanged} />
      ) : (
        <Step title={L.choosePlan}>
          <form className={styles.form} onSubmit={review} noValidate>
            <fieldset className={styles.group} aria-labelledby={legendId} aria-describedby={sameAsNow ? errorId : undefined}>
              <legend id={legendId} className={styles.legend}>
                {L.plansLegend}
              </legend>
              {plansOnSale.map((entry) => (
                <label key={entry.productCode} className={styles.choice}>
                  <input
                    type="radio"
                    name="plan"
                    value={entry.productCode}
                    checked={entry.productCode === productCode}
                    onChange={() => {
                      setProductCode(entry.productCode);
                      setSameAsNow(false);
                    }}
                  />
                  <span className={styles.choiceName}>{entry.name}</span>
                  <span className={styles.choicePrice}>
                    {formatPrice(entry.basePriceInCents)} {L.perInterval[entry.billingInterval]}
                  </span>
                  {entry.productCode === currentPlan.productCode && <span className={styles.tag}>{L.yourPlan}</span>}
                </label>
              ))}
            </fieldset>
            {plan.addOns.map((addOn) => (
              <label key={addOn.addOnId} className={`${styles.choice} ${styles.addOn}`}>
                <input
                  type="checkbox"
                  name="addOn"
                  value={addOn.addOnId}
                  checked={addOns.includes(addOn.addOnId)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    setAddOns((taken) => (checked ? [...taken, addOn.addOnId] : taken.filter((code) => code !== addOn.addOnId)));
                    setSameAsNow(false);
                  }}
                />
                <span className={styles.choiceName}>{L.addOn(addOn.name, `${formatPrice(addOn.priceInCents)} ${L.perInterval[plan.billingInterval]}`)}</span>
              </label>
            ))}
            <p className={styles.muted}>{chosen.subscriptionPlanSummary}</p>
            {sameAsNow && (
              <p id={errorId} role="alert" className={styles.error}>
                {PLAN_CHANGE_MESSAGES.unchanged}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="primary">
                {L.review}
              </Button>
              <Button variant="secondary" onClick={onDismiss}>
                {L.cancel}
              </Button>
            </div>
          </form>
        </Step>
      )}
    </Dialog>
  );
}
