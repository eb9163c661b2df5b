import { useEffect, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BILLING_LABELS } from '@stat/contracts';
import type { Plan } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { CodeField } from '../../../components/ui/code-field.tsx';
import { useCheckCoupon } from '../api/get-coupon.ts';
import { previewQuery, usePreview } from '../api/preview-plans.ts';
import { previewRequestOf } from './checkout-state.ts';
import type { CheckoutAction, CheckoutState } from './checkout-state.ts';
import { OrderPreview } from './order-preview.tsx';
import { redemptionFieldOf } from './redemption-errors.ts';
import { StepFrame } from './step-frame.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS.review;

interface ReviewStepProps {
  plan: Plan;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  focusHeading: boolean;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 2: the preview of the order in figures and words, with a coupon field (checked against
 * the plan first, GET coupon/{code}/{productCode}; applying one clears the one shown before) and
 * a gift card field (checked by previewing with it). A code the preview refuses leaves the
 * order, its message by its field: a remembered coupon, or one the changed plan does not take.
 */
export function ReviewStep({ plan, state, dispatch, focusHeading, onContinue, onBack }: ReviewStepProps) {
  const queryClient = useQueryClient();
  const request = previewRequestOf(state);
  const preview = usePreview(request);
  const checkCoupon = useCheckCoupon();
  const result = preview.isPlaceholderData ? undefined : preview.data;
  const refusal = result && !result.ok ? result.error : null;
  const refusedField = refusal ? redemptionFieldOf(refusal.code) : null;

  useEffect(() => {
    if (!refusal) return;
    if (refusedField === 'coupon' && state.couponCode) dispatch({ type: 'couponRefused', message: refusal.body });
    if (refusedField === 'giftCard' && state.giftCardCode) dispatch({ type: 'giftCardRefused', message: refusal.body });
  }, [refusal, refusedField, state.couponCode, state.giftCardCode, dispatch]);

  async function applyCoupon(code: string): Promise<boolean> {
    dispatch({ type: 'couponApplying' });
    const checked = await checkCoupon.mutateAsync({ code, productCode: plan.productCode });
    if (!checked.ok) {
      dispatch({ type: 'couponRefused', message: checked.error.body });
      return false;
    }
    dispatch({ type: 'couponApplied', code });
    return true;
  }

  async function applyGiftCard(code: string): Promise<boolean> {
    const previewed = await queryClient.fetchQuery(previewQuery({ ...request, giftCardCode: code }));
    if (!previewed.ok && redemptionFieldOf(previewed.error.code) === 'giftCard') {
      dispatch({ type: 'giftCardRefused', message: previewed.error.body });
      return false;
    }
    // Applied; anything else the preview says is shown with the figures.
    dispatch({ type: 'giftCardApplied', code });
    return true;
  }

  return (
    <StepFrame heading={L.heading} focusHeading={focusHeading}>
      <OrderPreview plan={plan} addOnIds={state.addOns} preview={preview} generalRefusal={refusedField === null ? refusal : null} />
      <div className={styles.codes}>
        <CodeField
          name="coupon"
          label={L.coupon}
          applyLabel={L.applyCoupon}
          applied={state.couponCode ? { code: state.couponCode, text: L.applied(state.couponCode) } : null}
          error={state.couponError}
          onApply={applyCoupon}
          onRemove={() => dispatch({ type: 'couponRemoved' })}
          words={L}
        />
        <CodeField
          name="giftCard"
          label={L.giftCard}
          applyLabel={L.applyGiftCard}
          applied={state.giftCardCode ? { code: state.giftCardCode, text: L.applied(state.giftCardCode) } : null}
          error={state.giftCardError}
          onApply={applyGiftCard}
          onRemove={() => dispatch({ type: 'giftCardRemoved' })}
          words={L}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {BILLING_LABELS.back}
        </Button>
        <Button size="lg" onClick={onContinue}>
          {L.toPayment}
        </Button>
      </div>
    </StepFrame>
  );
}
