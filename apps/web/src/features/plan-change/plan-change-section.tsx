import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PLAN_CHANGE_LABELS, redemptionCodeSchema, type Plan } from '@stat/contracts';
import { openModal } from '../../components/modal/modal-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useOtherInterval } from './api/get-other-interval.ts';
import { useUserPlan } from './api/get-user-plan.ts';
import { useKeepCurrentPlan } from './api/keep-current-plan.ts';
import { planChangeKeys } from './api/plan-change-queries.ts';
import { useRedeemCoupon } from './api/redeem-coupon.ts';
import { PlanChangeDialog } from './plan-change-dialog.tsx';
import { intervalChoiceOf, requestOf } from './plan-choice.ts';
import styles from './plan-change.module.css';

const L = PLAN_CHANGE_LABELS;

export interface PlanChangeSectionProps {
  /** The plans on sale (the billing feature's), Premium first. */
  plansOnSale: readonly Plan[];
  /** A change went through: the page refreshes what depends on the subscription and confirms with `notice`. */
  onChanged: (notice: string) => void;
}

/** The coupon field (POST coupon/redeem): its refusal under it, its success as the settings notification. */
function CouponForm({ onRedeemed }: { onRedeemed: (notice: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemCoupon();
  const keys = useRef(new Map<string, string>());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = redemptionCodeSchema.safeParse(code);
    if (!parsed.success) return setError(L.couponRequired);
    setError(null);
    const coupon = parsed.data;
    if (!keys.current.has(coupon)) keys.current.set(coupon, crypto.randomUUID());
    const result = await redeem.mutateAsync({ request: { coupon }, idempotencyKey: keys.current.get(coupon)! });
    if (!result.ok) return setError(result.error.body);
    setCode('');
    onRedeemed(L.notice.couponRedeemed(result.value.coupon.code, result.value.appliesFrom));
  }

  return (
    <form className={styles.coupon} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.subTitle}>{L.couponTitle}</h3>
      <div className={styles.couponRow}>
        <TextInput name="coupon" label={L.couponLabel} value={code} error={error ?? undefined} autoComplete="off" onChange={(event) => setCode(event.currentTarget.value)} />
        <Button type="submit" variant="secondary" loading={redeem.isPending}>
          {L.redeem}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings' plan section (issue 24 section 2): the plan with its add-ons' statuses, the pending
 * plan with the date it takes effect and "Keep my current plan", Change plan (the dialog), the
 * switch to the other billing interval, and a coupon. Each confirmed change refreshes the plan
 * here and is confirmed by the page.
 */
export function PlanChangeSection({ plansOnSale, onChanged }: PlanChangeSectionProps) {
  const queryClient = useQueryClient();
  const userPlan = useUserPlan();
  const keep = useKeepCurrentPlan();
  const otherInterval = useOtherInterval();
  const [dialog, setDialog] = useState<{ initialChoice: Plan | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const keepKey = useRef<string | null>(null);
  const titleId = useId();
  const currentPlan = userPlan.data?.currentPlan ?? null;
  const pendingPlan = userPlan.data?.pendingPlan ?? null;
  if (!currentPlan) return null;

  const changed = async (notice: string) => {
    await queryClient.invalidateQueries({ queryKey: planChangeKeys.all });
    onChanged(notice);
  };

  async function keepCurrent() {
    setMessage(null);
    keepKey.current ??= crypto.randomUUID();
    const result = await keep.mutateAsync(keepKey.current);
    if (!result.ok) return setMessage(result.error.body);
    keepKey.current = null;
    await changed(L.notice.kept);
  }

  async function switchInterval(plan: Plan) {
    setMessage(null);
    const result = await otherInterval.mutateAsync(requestOf(plan));
    const choice = result.ok ? intervalChoiceOf(result.value) : null;
    if (!choice || choice.kind === 'error') {
      // Section 8: the modal 'Error', 'Something went wrong. Please try again.', OK.
      return openModal({ title: L.intervalError.title, body: L.intervalError.body, buttons: [{ label: L.intervalError.ok }] });
    }
    if (choice.kind === 'none') return setMessage(L.noOtherInterval);
    setDialog({ initialChoice: choice.plan });
  }

  const otherIntervalOf = currentPlan.billingInterval === 'month' ? 'year' : 'month';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.sectionTitle}
      </h2>
      <div className={styles.card}>
        <p className={styles.label}>{L.currentPlan}</p>
        <p className={styles.planName}>{currentPlan.subscriptionPlanSummary}</p>
        {currentPlan.nextBillingDate !== null && <p className={styles.muted}>{L.renews(currentPlan.nextBillingDate)}</p>}
        {currentPlan.addOns.some((addOn) => addOn.status !== 'inactive') && (
          <ul className={styles.addOns} aria-label={L.addOnsTitle}>
            {currentPlan.addOns
              .filter((addOn) => addOn.status !== 'inactive')
              .map((addOn) => (
                <li key={addOn.addOnId}>
                  {addOn.name} <span className={styles.status}>{L.addOnStatus[addOn.status]}</span>
                </li>
              ))}
          </ul>
        )}
        {pendingPlan?.nextBillingDate != null && (
          <div className={styles.pending}>
            <p className={styles.text}>{L.pending(pendingPlan.subscriptionPlanSummary, pendingPlan.nextBillingDate)}</p>
            {pendingPlan.addOns.some((addOn) => addOn.status === 'pending') && (
              <ul className={styles.addOns} aria-label={L.addOnsTitle}>
                {pendingPlan.addOns
                  .filter((addOn) => addOn.status === 'pending')
                  .map((addOn) => (
                    <li key={addOn.addOnId}>
                      {addOn.name} <span className={styles.status}>{L.addOnStatus.pending}</span>
                    </li>
                  ))}
              </ul>
            )}
            <Button variant="secondary" size="sm" loading={keep.isPending} onClick={() => void keepCurrent()}>
              {L.keepCurrent}
            </Button>
          </div>
        )}
      </div>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => setDialog({ initialChoice: null })}>
          {L.changePlan}
        </Button>
        <Button variant="secondary" loading={otherInterval.isPending} onClick={() => void switchInterval(currentPlan)}>
          {L.switchTo[otherIntervalOf]}
        </Button>
      </div>
      <CouponForm onRedeemed={(notice) => void changed(notice)} />
      {dialog && (
        <PlanChangeDialog
          currentPlan={currentPlan}
          plansOnSale={plansOnSale}
          initialChoice={dialog.initialChoice}
          onDismiss={() => setDialog(null)}
          onChanged={(change, plan) => {
            setDialog(null);
            void changed(change.timing === 'now' ? L.notice.changedNow(plan.subscriptionPlanSummary) : L.notice.scheduled(plan.subscriptionPlanSummary, change.effectiveAt));
          }}
        />
      )}
    </section>
  );
}
