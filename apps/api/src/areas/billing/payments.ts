import type { Client } from 'recurly';

/**
 * How the server takes payments: one Recurly client (to Recurly with RECURLY_API_KEY, else to the
 * embedded gateway through its HttpAdapter), and what the browser loads for card fields and PayPal.
 */
export interface Payments {
  client: Client;
  browser: PaymentFieldsSource;
}

/** recurly.js v4 (Recurly's, or the embedded gateway's own copy of its API) and the key it is configured with. */
export interface PaymentFieldsSource {
  /** The script that defines window.recurly. */
  scriptUrl: string;
  publicKey: string;
  /** The origin its fields and PayPal page are served from: the CSP allows it as a script, frame and window source. */
  origin: string;
}

/** The client's calls take request options (headers, the Idempotency-Key) last; its type declarations leave them out. */
export type WithRequestOptions<Call> = Call extends (...args: infer Args) => infer Result ? (...args: [...Args, { headers: Record<string, string> }]) => Result : never;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the app takes payments (AppOptions.payments): absent, nothing is sold. */
    payments?: Payments;
  }
}
