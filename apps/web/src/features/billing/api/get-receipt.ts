import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { billingKeys } from './billing-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/transactions/{id}/receipt: one of the viewer's transactions with its invoice. */
export async function getReceipt(transactionId: string): Promise<Receipt> {
  return parseAnswer(
    api.get(`user/transactions/${encodeURIComponent(transactionId)}/receipt`),
    import('@stat/contracts/edit-billing-schemas'),
    (s) => s.receiptSchema,
  );
}

/**
 * A receipt never changes once written: kept for the session. Its refusal is a result the
 * receipt dialog shows, so the generic error modal does not open over it.
 */
export const receiptQuery = (transactionId: string) =>
  queryOptions({ queryKey: billingKeys.receipt(transactionId), queryFn: () => asResult(getReceipt(transactionId)), staleTime: Infinity });

export function useReceipt(transactionId: string) {
  return useQuery(receiptQuery(transactionId));
}
