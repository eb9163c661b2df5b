import { PAYMENT_FIELD_MESSAGES, type PaymentFields } from '@stat/contracts';
import { PaymentFieldsError } from './payment-fields-error.ts';
import type { Recurly } from './recurly-types.ts';

/** One load per script address, shared by every field and button of the page. */
const loads = new Map<string, Promise<Recurly>>();

/**
 * recurly.js from `scriptUrl`, added once as a <script> (the CSP allows that one file), and
 * configured with the public key. A failed load is forgotten, so the next call tries again.
 */
export function loadRecurly({ scriptUrl, publicKey }: PaymentFields): Promise<Recurly> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<Recurly>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const fail = () => {
      loads.delete(scriptUrl);
      script.remove();
      reject(new PaymentFieldsError('script-load', PAYMENT_FIELD_MESSAGES.unavailable));
    };
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      const { recurly } = window;
      if (!recurly) return fail();
      recurly.configure({ publicKey });
      resolve(recurly);
    });
    document.head.appendChild(script);
  });
  loads.set(scriptUrl, loading);
  return loading;
}
