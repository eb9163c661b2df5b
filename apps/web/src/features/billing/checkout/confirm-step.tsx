import { useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BILLING_LABELS, BILLING_MESSAGES, ERROR_CODES } from '@stat/contracts';
import type { Plan, Purchase } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { usePreview } from '../api/preview-plans.ts';
import { usePurchaseSubscription } from '../api/purchase-subscription.ts';
import { previewRequestOf, purchaseRequestOf } from './checkout-state.ts';
import type { CheckoutState } from './checkout-state.ts';
import { OrderPreview } from './order-preview.tsx';
import { intentFor } from './purchase-intent.ts';
import type { PurchaseIntent } from './purchase-intent.ts';
import { StepFrame } from './step-frame.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS.confirm;
const resolver = zodResolver(z.object({ password: z.string().min(1, L.passwordRequired) }));

/** Refusals that belong to the password field; a decline or a bad token goes back to paying. */
const PASSWORD_ERRORS: readonly string[] = [ERROR_CODES.wrongPassword, ERROR_CODES.accountTooManyAttempts];
const PAYMENT_ERRORS: readonly string[] = [ERROR_CODES.paymentDeclined, ERROR_CODES.paymentInvalid];

interface ConfirmStepProps {
  plan: Plan;
  state: CheckoutState;
  /** The account the password is for. */
  email: string | null;
  /** The paywall page's buy button label, else ours. */
  buyLabel: string;
  /** The purchaseDisabled flag: the button is disabled and says why. */
  purchaseDisabled: boolean;
  /** The last purchase intent sent, kept by the flow: a retry after leaving this step keeps its key. */
  intentRef: RefObject<PurchaseIntent | null>;
  focusHeading: boolean;
  onBack: () => void;
  /** The gateway declined (or the token was refused): its message goes to the payment step. */
  onDeclined: (message: string) => void;
  onPurchased: (purchase: Purchase) => void;
}

/**
 * Step 4: the order summary (previewed again with the postal code), the password (re-entry is
 * required before a purchase, streaming spec section 6) and the buy button. A double click sends
 * one request; every try of the same order and payment carries the same Idempotency-Key.
 */
export function ConfirmStep({ plan, state, email, buyLabel, purchaseDisabled, intentRef, focusHeading, onBack, onDeclined, onPurchased }: ConfirmStepProps) {
  const form = useForm({ defaultValues: { password: '' }, resolver });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const preview = usePreview(previewRequestOf(state));
  const purchase = usePurchaseSubscription();
  const [formError, setFormError] = useState<string | null>(null);
  // The ref stops a second click at once; the state shows the one purchase in progress.
  const sending = useRef(false);
  const [processing, setProcessing] = useState(false);
  const reasonId = useId();

  function refused(error: ApiError) {
    if (PASSWORD_ERRORS.includes(error.code)) {
      setError('password', { type: 'server', message: error.body });
      setFocus('password');
    } else if (PAYMENT_ERRORS.includes(error.code)) {
      onDeclined(error.body);
    } else {
      setFormError(error.body);
    }
  }

  async function buy({ password }: { password: string }) {
    const request = purchaseRequestOf(state, password);
    // A second click while the first is on its way sends nothing: the first answer decides.
    if (!request || sending.current) return;
    sending.current = true;
    setProcessing(true);
    setFormError(null);
    const intent = intentFor(intentRef.current, request, () => crypto.randomUUID());
    intentRef.current = intent;
    const result = await purchase.mutateAsync({ request, idempotencyKey: intent.key });
    sending.current = false;
    setProcessing(false);
    if (result.ok) onPurchased(result.value);
    else refused(result.error);
  }

  const payment = state.payment;
  return (
    <StepFrame heading={L.heading} focusHeading={focusHeading}>
      <OrderPreview plan={plan} addOnIds={state.addOns} preview={preview} generalRefusal={preview.data?.ok === false ? preview.data.error : null} />
      {payment && (
        <dl className={styles.receipt}>
          <div>
            <dt>{L.payment}</dt>
            <dd>{payment.method === 'Card' ? L.card(`${payment.firstName} ${payment.lastName}`) : L.paypal}</dd>
          </div>
        </dl>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(buy)(event)}>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <p className={styles.note}>
          {L.passwordLead}
          {email && (
            <>
              <br />
              {L.account(email)}
            </>
          )}
        </p>
        {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
        <PasswordInput {...register('password')} label={L.password} autoComplete="current-password" required error={formState.errors.password?.message} />
        <p className={styles.note}>{L.terms}</p>
        {purchaseDisabled && (
          <p id={reasonId} className={styles.reason}>
            {BILLING_MESSAGES.purchaseDisabled}
          </p>
        )}
        <p role="status" className="visually-hidden">
          {processing ? L.processing : ''}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            {BILLING_LABELS.back}
          </Button>
          <Button
            type="submit"
            size="lg"
            loading={processing}
            disabled={purchaseDisabled}
            aria-describedby={purchaseDisabled ? reasonId : undefined}
          >
            {buyLabel}
          </Button>
        </div>
      </form>
    </StepFrame>
  );
}
