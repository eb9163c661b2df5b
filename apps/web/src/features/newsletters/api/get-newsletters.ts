import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsletterSubscriptionsSchema, type NewsletterSubscription } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './newsletter-queries.ts';

/** GET user/newsletters: every newsletter with the viewer's subscribed state. */
export async function getNewsletters(): Promise<NewsletterSubscription[]> {
  return newsletterSubscriptionsSchema.parse(await api.get('user/newsletters'));
}

export const newslettersQuery = () => queryOptions({ queryKey: newsletterKeys.subscriptions(), queryFn: getNewsletters });

export function useNewsletters() {
  return useQuery(newslettersQuery());
}
