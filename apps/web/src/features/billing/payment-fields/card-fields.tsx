import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  CARD_FIELDS,
  PAYMENT_FIELD_LABELS,
  PAYMENT_FIELD_MESSAGES,
  type CardField,
  type CardFieldState,
} from '@stat/contracts';
import { LockIcon } from '../../../components/ui/icons.tsx';
import { cardFieldMessage, fieldMessage } from './card-field-messages.ts';
import { PaymentFieldsError } from './payment-fields-error.ts';
import type { RecurlyElement, RecurlyElementOptions, RecurlyElements, RecurlyElementStyle } from './recurly-types.ts';
import { useRecurly } from './use-recurly.ts';
import styles from './payment-fields.module.css';

/** Who pays, as the token keeps it (the card data itself stays in the fields). */
export interface CardCustomer {
  firstName: string;
  lastName: string;
  postalCode?: string;
}

export interface CardFieldsHandle {
  /** A one-time token for the card typed into the fields; rejects with a PaymentFieldsError. */
  tokenize(customer: CardCustomer): Promise<{ id: string }>;
}

export interface CardFieldsProps {
  ref?: Ref<CardFieldsHandle>;
  /** Enter pressed inside a field. */
  onSubmit?: () => void;
}

const CREATE: Record<CardField, (elements: RecurlyElements, options: RecurlyElementOptions) => RecurlyElement> = {
  number: (elements, options) => elements.CardNumberElement(options),
  month: (elements, options) => elements.CardMonthElement(options),
  year: (elements, options) => elements.CardYearElement(options),
  cvv: (elements, options) => elements.CardCvvElement(options),
};

/** The app's type and colours, from its design tokens, for the text inside the frames. */
function fieldStyle(): RecurlyElementStyle {
  const tokens = getComputedStyle(document.documentElement);
  const token = (name: string) => tokens.getPropertyValue(name).trim() || undefined;
  return {
    fontColor: token('--color-text'),
    fontFamily: token('--font-sans'),
    // 16 px: smaller text makes phones zoom in on focus.
    fontSize: '16px',
    padding: '0 12px',
    placeholder: { color: token('--color-text-subtle') },
    invalid: { fontColor: token('--color-danger') },
  };
}

type States = Partial<Record<CardField, CardFieldState>>;

/** The message a field's frame is described by: month and year share the expiry's. */
const messageIdOf = (id: string, field: CardField) => `${id}-${field === 'month' || field === 'year' ? 'expiry' : field}-message`;

/**
 * The card number, expiry (month and year) and security code, each typed into a frame of the
 * payment provider's origin (recurly.js Elements): this document never holds the card. Each
 * frame is labelled (its title, and the label above it), described by its message below, and
 * reached by Tab in the order number, month, year, code. The brand shows beside the number.
 */
export function CardFields({ ref, onSubmit }: CardFieldsProps) {
  const status = useRecurly();
  const recurly = status.state === 'ready' ? status.recurly : null;
  const id = useId();
  const messageId = (field: CardField) => messageIdOf(id, field);
  const hosts = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const live = useRef<{ elements: RecurlyElements; fields: Record<CardField, RecurlyElement> } | null>(null);
  // The latest states for tokenize, beside the rendered copy.
  const latest = useRef<States>({});
  const submitRef = useRef(onSubmit);
  const [states, setStates] = useState<States>({});
  const [attached, setAttached] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    submitRef.current = onSubmit;
  }, [onSubmit]);

  useEffect(() => {
    if (!recurly) return;
    const elements = recurly.Elements();
    const style = fieldStyle();
    const fields = {} as Record<CardField, RecurlyElement>;
    for (const field of CARD_FIELDS) {
      const element = CREATE[field](elements, { style });
      element.on('change', (state) => {
        latest.current = { ...latest.current, [field]: state };
        setStates(latest.current);
      });
      element.on('attach', () => setAttached((count) => count + 1));
      element.on('submit', () => submitRef.current?.());
      const host = hosts.current[field];
      if (host) {
        element.attach(host);
        // The frame recurly.js made: named and described for assistive technology.
        const frame = host.querySelector('iframe');
        frame?.setAttribute('title', PAYMENT_FIELD_LABELS[field]);
        frame?.setAttribute('aria-describedby', messageIdOf(id, field));
      }
      fields[field] = element;
    }
    live.current = { elements, fields };
    return () => {
      live.current = null;
      for (const element of Object.values(fields)) element.destroy();
    };
  }, [recurly, id]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize({ firstName, lastName, postalCode }) {
        setSubmitted(true);
        const current = live.current;
        if (!recurly || !current) return Promise.reject(new PaymentFieldsError('not-ready', PAYMENT_FIELD_MESSAGES.unavailable));
        const invalid = CARD_FIELDS.filter((field) => !latest.current[field]?.valid);
        const [first] = invalid;
        if (first) return Promise.reject(new PaymentFieldsError('validation', fieldMessage(first, latest.current.number?.brand), invalid));
        return new Promise((resolve, reject) => {
          const customer = { first_name: firstName, last_name: lastName, ...(postalCode ? { postal_code: postalCode } : {}) };
          recurly.token(current.elements, customer, (error, token) => {
            if (error) reject(PaymentFieldsError.from(error));
            else if (token) resolve({ id: token.id });
            else reject(new PaymentFieldsError('api-error', PAYMENT_FIELD_MESSAGES.unavailable));
          });
        });
      },
    }),
    [recurly],
  );

  if (status.state === 'failed') {
    return (
      <p role="alert" className={styles.unavailable}>
        {PAYMENT_FIELD_MESSAGES.unavailable}
      </p>
    );
  }

  const brand = states.number?.brand;
  const ready = attached >= CARD_FIELDS.length;
  const message = (field: CardField) => cardFieldMessage(field, states[field], { submitted, brand });
  const expiryMessage = message('month') ?? message('year');

  const box = (field: CardField) => {
    const state = states[field];
    const invalid = Boolean(message(field));
    return (
      <div
        ref={(host) => {
          hosts.current[field] = host;
        }}
        className={[styles.box, state?.focus && styles.focused, invalid && styles.invalid, !ready && styles.pending].filter(Boolean).join(' ')}
        onClick={() => live.current?.fields[field].focus()}
      />
    );
  };

  return (
    <fieldset className={styles.card} aria-busy={!ready}>
      <legend className={styles.legend}>{PAYMENT_FIELD_LABELS.cardDetails}</legend>
      {!ready && <p className={styles.loading}>{PAYMENT_FIELD_LABELS.loading}</p>}

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <span className={styles.label} onClick={() => live.current?.fields.number.focus()}>
            {PAYMENT_FIELD_LABELS.number}
          </span>
          <span className={styles.brand} aria-live="polite">
            {brand && brand !== 'unknown' ? PAYMENT_FIELD_LABELS.brands[brand] : ''}
          </span>
        </div>
        {box('number')}
        <p id={messageId('number')} role="alert" className={styles.message}>
          {message('number')}
        </p>
      </div>

      <div className={styles.row}>
        <div className={styles.field} role="group" aria-labelledby={`${id}-expiry-label`}>
          <span id={`${id}-expiry-label`} className={styles.label} onClick={() => live.current?.fields.month.focus()}>
            {PAYMENT_FIELD_LABELS.expiry}
          </span>
          <div className={styles.expiry}>
            {box('month')}
            <span className={styles.slash} aria-hidden="true">
              /
            </span>
            {box('year')}
          </div>
          <p id={messageId('month')} role="alert" className={styles.message}>
            {expiryMessage}
          </p>
        </div>

        <div className={styles.field}>
          <span className={styles.label} onClick={() => live.current?.fields.cvv.focus()}>
            {PAYMENT_FIELD_LABELS.cvv}
          </span>
          {box('cvv')}
          <p id={messageId('cvv')} role="alert" className={styles.message}>
            {message('cvv')}
          </p>
        </div>
      </div>

      <p className={styles.secure}>
        <LockIcon />
        {PAYMENT_FIELD_LABELS.secureNote}
      </p>
    </fieldset>
  );
}
