import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentFields } from '@stat/contracts';
import { api } from '../../../../lib/api-client.ts';
import { billingKeys } from '../../api/billing-queries.ts';
import { parseAnswer } from '../../../../lib/parse-answer.ts';

/** GET payments/fields: the recurly.js script to load and the public key to configure it with. */
export async function getPaymentFields(): Promise<PaymentFields> {
  return parseAnswer(api.get('payments/fields'), import('@stat/contracts/payment-fields-schemas'), (s) => s.paymentFieldsSchema);
}

export const paymentFieldsQuery = queryOptions({
  queryKey: [...billingKeys.all, 'paymentFields'] as const,
  queryFn: getPaymentFields,
  // The server lets it be cached for a minute: the embedded gateway's port may change on restart.
  staleTime: 60_000,
});

export function usePaymentFields() {
  return useQuery(paymentFieldsQuery);
}
