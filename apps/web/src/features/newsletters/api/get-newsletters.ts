import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './newsletter-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/newsletters: every newsletter with the viewer's subscribed state. */
export async function getNewsletters(): Promise<NewsletterSubscription[]> {
  return parseAnswer(api.get('user/newsletters'), import('@stat/contracts/newsletters-schemas'), (s) => s.newsletterSubscriptionsSchema);
}

export const newslettersQuery = () => queryOptions({ queryKey: newsletterKeys.subscriptions(), queryFn: getNewsletters });

export function useNewsletters() {
  return useQuery(newslettersQuery());
}
