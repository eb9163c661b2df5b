import { useEffect, useState } from 'react';
import type { PaymentFields } from '@stat/contracts';
import { usePaymentFields } from './api/get-payment-fields.ts';
import { loadRecurly } from './load-recurly.ts';
import type { Recurly } from './recurly-types.ts';

export type RecurlyStatus = { state: 'loading' } | { state: 'ready'; recurly: Recurly } | { state: 'failed' };

/** recurly.js for this page: where it comes from asked once (GET payments/fields), then loaded once. */
export function useRecurly(): RecurlyStatus {
  const fields = usePaymentFields();
  const source = fields.data;
  const [loaded, setLoaded] = useState<{ source: PaymentFields; recurly: Recurly | null } | null>(null);
  useEffect(() => {
    if (!source) return;
    let current = true;
    loadRecurly(source).then(
      (recurly) => current && setLoaded({ source, recurly }),
      () => current && setLoaded({ source, recurly: null }),
    );
    return () => {
      current = false;
    };
  }, [source]);
  if (fields.isError) return { state: 'failed' };
  if (!loaded || loaded.source !== source) return { state: 'loading' };
  return loaded.recurly ? { state: 'ready', recurly: loaded.recurly } : { state: 'failed' };
}
