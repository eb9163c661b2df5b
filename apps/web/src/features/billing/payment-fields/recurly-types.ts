import type { CardFieldState } from '@stat/contracts';

/*
 * The subset of recurly.js v4's API the payment fields use, typed here because recurly.js v4 is
 * not published on npm (docs/decisions.md): Recurly's own script in production, the embedded
 * gateway's copy of the same API otherwise (apps/api/src/areas/payment-gateway/browser).
 * Names and payloads follow Recurly's reference and its own type declarations.
 */

/** A RecurlyError: `code` names it ('validation', 'api-error', ...); `fields` the fields at fault. */
export interface RecurlyError extends Error {
  code: string;
  fields?: string[];
}

/** What recurly.token and PayPal hand back: the token id, and 'credit_card' or 'paypal'. */
export interface RecurlyToken {
  id: string;
  type: string;
}

/** recurly.js's element style option: the part these fields set. */
export interface RecurlyElementStyle {
  fontColor?: string;
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
  letterSpacing?: string;
  padding?: string;
  invalid?: { fontColor?: string };
  placeholder?: { color?: string; content?: string };
}

export interface RecurlyElementOptions {
  style?: RecurlyElementStyle;
}

/** One card field in its iframe. 'attach' fires once its frame is ready. */
export interface RecurlyElement {
  attach(parent: HTMLElement): RecurlyElement;
  destroy(): RecurlyElement;
  focus(): RecurlyElement;
  on(event: 'change', listener: (state: CardFieldState) => void): RecurlyElement;
  on(event: 'attach' | 'focus' | 'blur' | 'submit', listener: () => void): RecurlyElement;
}

export interface RecurlyElements {
  CardNumberElement(options?: RecurlyElementOptions): RecurlyElement;
  CardMonthElement(options?: RecurlyElementOptions): RecurlyElement;
  CardYearElement(options?: RecurlyElementOptions): RecurlyElement;
  CardCvvElement(options?: RecurlyElementOptions): RecurlyElement;
}

/** The customer fields recurly.token reads besides the card. */
export interface RecurlyCustomer {
  first_name: string;
  last_name: string;
  postal_code?: string;
}

export interface RecurlyPayPal {
  /** Opens PayPal's window: call it from a click. */
  start(): void;
  destroy(): void;
  on(event: 'token', listener: (token: RecurlyToken) => void): RecurlyPayPal;
  on(event: 'error', listener: (error: RecurlyError) => void): RecurlyPayPal;
  on(event: 'cancel' | 'ready', listener: () => void): RecurlyPayPal;
}

export interface Recurly {
  configure(options: { publicKey: string }): void;
  Elements(): RecurlyElements;
  token(elements: RecurlyElements, customer: RecurlyCustomer, done: (error: RecurlyError | null, token?: RecurlyToken) => void): void;
  PayPal(options?: { display?: { displayName?: string } }): RecurlyPayPal;
}

declare global {
  interface Window {
    /** Defined by the recurly.js script load-recurly.ts adds. */
    recurly?: Recurly;
  }
}
