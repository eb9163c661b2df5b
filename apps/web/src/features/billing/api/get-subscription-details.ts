import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/subscription: the subscription details; never shared with a request sent before. */
export async function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return parseAnswer(
    api.get('user/subscription', { force: true }),
    import('@stat/contracts/billing-schemas'),
    (s) => s.subscriptionDetailsSchema,
  );
}

export const subscriptionDetailsQuery = () => queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscriptionDetails });
