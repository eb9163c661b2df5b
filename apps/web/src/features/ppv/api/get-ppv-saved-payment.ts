import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PpvSavedPayment } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvPurchaseKeys } from './ppv-purchase-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/ppv/bacon/payment: the saved payment a purchase can use as it is, or null when there is none. */
export async function getPpvSavedPayment(): Promise<PpvSavedPayment> {
  return parseAnswer(api.get('user/ppv/bacon/payment'), import('@stat/contracts/ppv-purchase'), (s) => s.ppvSavedPaymentSchema);
}

// Failing, the dialog offers the card fields instead: nothing to show over it.
export const ppvSavedPaymentQuery = () => queryOptions({ queryKey: ppvPurchaseKeys.payment(), queryFn: getPpvSavedPayment, meta: { errorShownInPlace: true } });

/** The purchase dialog asks once it opens: the viewer is signed in by then. */
export function usePpvSavedPayment() {
  return useQuery(ppvSavedPaymentQuery());
}
