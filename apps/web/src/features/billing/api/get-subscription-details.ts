import { queryOptions } from '@tanstack/react-query';
import { subscriptionDetailsSchema } from '@stat/contracts';
import type { SubscriptionDetails } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';

/** GET user/subscription: the subscription details; never shared with a request sent before. */
export async function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return subscriptionDetailsSchema.parse(await api.get('user/subscription', { force: true }));
}

export const subscriptionDetailsQuery = () => queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscriptionDetails });
