import { useState, type Dispatch, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BILLING_LABELS, MESSAGES } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { CheckoutAction, CheckoutState, PaymentDetails } from './checkout-state.ts';
import { PaymentDetailsFields } from './payment-details-fields.tsx';
import { paymentFormSchema } from './payment-form-rules.ts';
import type { PaymentForm } from './payment-form-rules.ts';
import { StepFrame } from './step-frame.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS.payment;
const resolver = zodResolver(paymentFormSchema);

/** What the card fields put on the token besides the card (recurly.js's token fields). */
export interface TokenDetails {
  firstName: string;
  lastName: string;
  postalCode: string;
}

/** The gateway's card fields (payment-fields/): they render in its frames and make the token. */
export interface CardPayment {
  /** The fields, told what Enter pressed inside one of them does. */
  fields: (submit: () => void) => ReactNode;
  /** Rejects when the card is not valid (each field says why) or the gateway cannot be reached. */
  tokenize: (details: TokenDetails) => Promise<{ id: string }>;
}

/** What the PayPal button is told to do with an approval's token, or with a cancelled approval. */
export interface PayPalHandlers {
  onToken: (id: string) => void;
  onCancel: () => void;
}

interface PaymentStepProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  card: CardPayment;
  payPal: (handlers: PayPalHandlers) => ReactNode;
  focusHeading: boolean;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 3: pay by card (first and last name, postal code, and the gateway's card fields, which
 * make a one-time token: the card number never enters our document) or by PayPal (a postal code,
 * then PayPal's approval). A decline's message from the confirm step is shown here; a cancelled
 * PayPal approval leaves the viewer here, nothing charged.
 */
export function PaymentStep({ state, dispatch, card, payPal, focusHeading, onContinue, onBack }: PaymentStepProps) {
  const form = useForm<PaymentForm>({
    defaultValues: {
      method: state.payer?.method ?? 'Card',
      firstName: state.payer?.firstName ?? '',
      lastName: state.payer?.lastName ?? '',
      postalCode: state.payer?.postalCode ?? '',
    },
    resolver,
  });
  const { handleSubmit, formState, trigger, getValues, control } = form;
  const method = useWatch({ control, name: 'method' });
  const [formError, setFormError] = useState<string | null>(null);
  const [payPalNote, setPayPalNote] = useState<string | null>(null);
  // An approval that came before the postal code was valid: used once the form is.
  const [payPalToken, setPayPalToken] = useState<string | null>(null);

  function paid(payment: PaymentDetails) {
    dispatch({ type: 'paid', payment });
    onContinue();
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const details = { firstName: values.firstName, lastName: values.lastName, postalCode: values.postalCode };
    if (values.method === 'PayPal') {
      if (payPalToken) paid({ method: 'PayPal', token: payPalToken, ...details });
      return;
    }
    try {
      const token = await card.tokenize(details);
      paid({ method: 'Card', token: token.id, ...details });
    } catch {
      // The fields show what is wrong with the card under each of them; the form says it failed.
      setFormError(MESSAGES.billingValidationFailed);
    }
  });

  async function payPalApproved(id: string) {
    setPayPalNote(null);
    setPayPalToken(id);
    if (!(await trigger())) return;
    const values = paymentFormSchema.parse(getValues());
    paid({ method: 'PayPal', token: id, firstName: values.firstName, lastName: values.lastName, postalCode: values.postalCode });
  }

  return (
    <StepFrame heading={L.heading} focusHeading={focusHeading}>
      {state.paymentError && (
        <div role="alert" className={styles.alert}>
          <p>{L.declined}</p>
          <p>{state.paymentError}</p>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <PaymentDetailsFields
          form={form}
          method={method}
          onMethodChange={() => setPayPalNote(null)}
          cardFields={card.fields(() => void submit())}
          payPal={payPal({
            onToken: (id) => void payPalApproved(id),
            onCancel: () => {
              setPayPalToken(null);
              setPayPalNote(L.paypalCancelled);
            },
          })}
        />
        <div role="status">{payPalNote && <p className={styles.status}>{payPalNote}</p>}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            {BILLING_LABELS.back}
          </Button>
          {(method === 'Card' || payPalToken) && (
            <Button type="submit" size="lg" loading={formState.isSubmitting}>
              {L.submit}
            </Button>
          )}
        </div>
      </form>
    </StepFrame>
  );
}
