import { queryOptions, useQuery } from '@tanstack/react-query';
import { ppvSavedPaymentSchema, type PpvSavedPayment } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvPurchaseKeys } from './ppv-purchase-queries.ts';

/** GET user/ppv/bacon/payment: the saved payment a purchase can use as it is, or null when there is none. */
export async function getPpvSavedPayment(): Promise<PpvSavedPayment> {
  return ppvSavedPaymentSchema.parse(await api.get('user/ppv/bacon/payment'));
}

// Failing, the dialog offers the card fields instead: nothing to show over it.
export const ppvSavedPaymentQuery = () => queryOptions({ queryKey: ppvPurchaseKeys.payment(), queryFn: getPpvSavedPayment, meta: { errorShownInPlace: true } });

/** The purchase dialog asks once it opens: the viewer is signed in by then. */
export function usePpvSavedPayment() {
  return useQuery(ppvSavedPaymentQuery());
}
