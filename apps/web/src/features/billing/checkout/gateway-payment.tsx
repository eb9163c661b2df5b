import { useRef, type ReactNode } from 'react';
import { PAYMENT_FIELD_MESSAGES } from '@stat/contracts';
import { CardFields, type CardFieldsHandle } from '../payment-fields/card-fields.tsx';
import { PaymentFieldsError } from '../payment-fields/payment-fields-error.ts';
import { PayPalButton } from '../payment-fields/paypal-button.tsx';
import type { CardPayment, PayPalHandlers } from './payment-step.tsx';

/** The payment step's card and PayPal parts. */
export interface GatewayPayment {
  card: CardPayment;
  payPal: (handlers: PayPalHandlers) => ReactNode;
}

/**
 * The gateway's card fields and PayPal button (payment-fields/) as the payment step takes them:
 * the card is typed into the gateway's frames, and the step only ever holds the token.
 */
export function useGatewayPayment(): GatewayPayment {
  const cardFields = useRef<CardFieldsHandle>(null);
  return {
    card: {
      fields: (submit) => <CardFields ref={cardFields} onSubmit={submit} />,
      tokenize: (details) =>
        cardFields.current?.tokenize(details) ?? Promise.reject(new PaymentFieldsError('not-ready', PAYMENT_FIELD_MESSAGES.unavailable)),
    },
    payPal: ({ onToken, onCancel }) => <PayPalButton onToken={onToken} onCancel={onCancel} />,
  };
}
