import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './newsletter-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/newsletters: changes the subscriptions given; answers every newsletter's state. */
export async function updateNewsletters(changes: NewsletterSubscription[]): Promise<NewsletterSubscription[]> {
  return parseAnswer(
    api.put('user/newsletters', changes),
    import('@stat/contracts/newsletters-schemas'),
    (s) => s.newsletterSubscriptionsSchema,
  );
}

/** The change; the answer is the whole list, so it replaces the cached one without another call. */
export function useUpdateNewsletters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletters,
    onSuccess: (list) => queryClient.setQueryData(newsletterKeys.subscriptions(), list),
  });
}
