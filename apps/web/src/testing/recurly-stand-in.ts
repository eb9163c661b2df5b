import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { CardField, CardFieldState } from '@stat/contracts';
import type {
  Recurly,
  RecurlyCustomer,
  RecurlyElement,
  RecurlyElements,
  RecurlyError,
  RecurlyPayPal,
  RecurlyToken,
} from '../features/billing/payment-fields/recurly-types.ts';

/**
 * Test-only, never imported by the app: a scripted stand-in for the recurly.js API the payment
 * fields use, so their component tests run in jsdom without frames. Each element attaches an
 * empty iframe to its host, as recurly.js does; the test says what the frames would report
 * (`emit`), and answers token requests and the PayPal window itself.
 */
type Listener = (...args: never[]) => void;

class StandInEmitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** What the real object would emit: an element's 'attach' or 'change', PayPal's 'token'... */
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

export class StandInElement extends StandInEmitter {
  host: HTMLElement | null = null;
  focused = 0;
  destroyed = false;
  constructor(readonly field: CardField) {
    super();
  }
  attach(parent: HTMLElement) {
    this.host = parent;
    parent.appendChild(document.createElement('iframe'));
    return this as unknown as RecurlyElement;
  }
  destroy() {
    this.destroyed = true;
    this.host?.querySelector('iframe')?.remove();
    return this as unknown as RecurlyElement;
  }
  focus() {
    this.focused += 1;
    return this as unknown as RecurlyElement;
  }
  /** The frame's state as it would report it. */
  change(state: CardFieldState) {
    this.emit('change', state);
  }
}

export interface TokenRequest {
  customer: RecurlyCustomer;
  done: (error: RecurlyError | null, token?: RecurlyToken) => void;
}

export interface RecurlyStandIn {
  recurly: Recurly;
  configuredWith: string[];
  elements: Partial<Record<CardField, StandInElement>>;
  tokenRequests: TokenRequest[];
  paypal: { starts: number; displayName: string | undefined; emit: (event: string, ...args: unknown[]) => void };
}

export function createRecurlyStandIn(): RecurlyStandIn {
  const standIn: RecurlyStandIn = {
    configuredWith: [],
    elements: {},
    tokenRequests: [],
    paypal: { starts: 0, displayName: undefined, emit: () => undefined },
    recurly: {
      configure: ({ publicKey }) => void standIn.configuredWith.push(publicKey),
      Elements: () => {
        const make = (field: CardField) => () => {
          const element = new StandInElement(field);
          standIn.elements[field] = element;
          return element as unknown as RecurlyElement;
        };
        const elements: RecurlyElements = {
          CardNumberElement: make('number'),
          CardMonthElement: make('month'),
          CardYearElement: make('year'),
          CardCvvElement: make('cvv'),
        };
        return elements;
      },
      token: (_elements, customer, done) => void standIn.tokenRequests.push({ customer, done }),
      PayPal: (options) => {
        const paypal = new StandInEmitter();
        standIn.paypal.displayName = options?.display?.displayName;
        standIn.paypal.emit = (event, ...args) => paypal.emit(event, ...args);
        return Object.assign(paypal, {
          start: () => void (standIn.paypal.starts += 1),
          destroy: () => undefined,
        }) as unknown as RecurlyPayPal;
      },
    },
  };
  return standIn;
}

/** Every field attached, and each reporting this state. */
export function reportAll(standIn: RecurlyStandIn, state: CardFieldState) {
  for (const element of Object.values(standIn.elements)) {
    element.emit('attach');
    element.change(state);
  }
}

/** recurly.js "loaded" from `scriptUrl`: the address GET payments/fields gave, which the fields put in the page as a script. */
export async function loadRecurlyScript(standIn: RecurlyStandIn, scriptUrl: string): Promise<void> {
  const script = await waitFor(() => {
    const found = [...document.head.querySelectorAll('script')].find((each) => each.src === scriptUrl);
    if (!found) throw new Error('no script yet');
    return found;
  });
  await act(async () => {
    window.recurly = standIn.recurly;
    script.dispatchEvent(new Event('load'));
  });
}

/** The fields loaded, then every one attached and valid: a card typed in. */
export async function loadValidCardFields(standIn: RecurlyStandIn, scriptUrl: string): Promise<void> {
  await loadRecurlyScript(standIn, scriptUrl);
  await waitFor(() => expect(standIn.elements.cvv).toBeTruthy());
  act(() => reportAll(standIn, { valid: true, empty: false, focus: false }));
}
