import type { NewsletterId } from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { newsletterMessage, type NewsletterIssue } from './newsletter-issue.ts';
import type { NewslettersRepository } from './newsletters-repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/**
 * Writes an issue to every subscriber of the newsletter, one message each (each with its own
 * unsubscribe token), one after another: the outbox or an SMTP server takes them in turn.
 * Answers how many were sent.
 */
export async function sendNewsletterIssue(options: {
  newsletterId: NewsletterId;
  issue: NewsletterIssue;
  repository: NewslettersRepository;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}): Promise<number> {
  const { newsletterId, issue, repository, mailer, tokens, publicUrl } = options;
  const subscribers = await repository.subscribers(newsletterId);
  for (const to of subscribers) {
    await mailer.send(newsletterMessage({ to, newsletterId, issue, publicUrl, tokens }));
  }
  return subscribers.length;
}
