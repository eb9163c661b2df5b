import { queryOptions } from '@tanstack/react-query';
import { savedPaymentSchema } from '@stat/contracts';
import type { SavedPayment } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';

/** GET user/subscription/bacon: the saved direct-billing payment; never shared with a request sent before. */
export async function getSavedPayment(): Promise<SavedPayment> {
  return savedPaymentSchema.parse(await api.get('user/subscription/bacon', { force: true }));
}

export const savedPaymentQuery = () => queryOptions({ queryKey: billingKeys.savedPayment(), queryFn: getSavedPayment });
