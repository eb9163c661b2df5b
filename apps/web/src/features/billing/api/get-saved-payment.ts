import { queryOptions } from '@tanstack/react-query';
import type { SavedPayment } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/subscription/bacon: the saved direct-billing payment; never shared with a request sent before. */
export async function getSavedPayment(): Promise<SavedPayment> {
  return parseAnswer(
    api.get('user/subscription/bacon', { force: true }),
    import('@stat/contracts/billing-schemas'),
    (s) => s.savedPaymentSchema,
  );
}

export const savedPaymentQuery = () => queryOptions({ queryKey: billingKeys.savedPayment(), queryFn: getSavedPayment });
