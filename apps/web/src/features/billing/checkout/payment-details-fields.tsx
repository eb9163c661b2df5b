import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BILLING_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@stat/contracts';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { PaymentForm } from './payment-form-rules.ts';
import styles from './checkout.module.css';

const L = BILLING_LABELS.payment;

interface PaymentDetailsFieldsProps {
  form: UseFormReturn<PaymentForm>;
  method: PaymentMethod;
  /** The gateway's card fields, shown for a card. */
  cardFields: ReactNode;
  /** The PayPal button with its handlers, shown for PayPal. */
  payPal: ReactNode;
  onMethodChange?: () => void;
}

/**
 * A payment form's fields (the checkout's payment step, Settings' edit billing): the method, then
 * by card the first and last name and the gateway's card fields, by PayPal its approval; a zip
 * code for both. Each field's problem shows under it (the contracts' billing rules).
 */
export function PaymentDetailsFields({ form, method, cardFields, payPal, onMethodChange }: PaymentDetailsFieldsProps) {
  const { register, formState } = form;
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{L.method}</legend>
        <div className={styles.methods}>
          {PAYMENT_METHODS.map((value) => (
            <label key={value} className={styles.methodCard}>
              <input type="radio" value={value} className={styles.radio} {...register('method', { onChange: onMethodChange })} />
              {L.methods[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'Card' && (
        <div className={styles.pair}>
          <TextInput {...register('firstName')} label={L.firstName} autoComplete="cc-given-name" required error={formState.errors.firstName?.message} />
          <TextInput {...register('lastName')} label={L.lastName} autoComplete="cc-family-name" required error={formState.errors.lastName?.message} />
        </div>
      )}
      <TextInput
        {...register('postalCode')}
        label={L.postalCode}
        autoComplete="postal-code"
        inputMode="text"
        required={method === 'PayPal'}
        error={formState.errors.postalCode?.message}
      />
      {method === 'Card' ? cardFields : <p className={styles.note}>{L.paypalLead}</p>}
      {method === 'PayPal' && payPal}
    </>
  );
}
