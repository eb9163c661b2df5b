import { join } from 'node:path';
import { z } from 'zod';
import { NEWSLETTER_IDS, NEWSLETTER_LABELS, NEWSLETTER_UNSUBSCRIBE_PATH, SETTINGS_PATH, type NewsletterId } from '@stat/contracts';
import type { MailMessage } from '../../lib/mailer.ts';
import { readSeedFile } from '../../lib/read-seed-file.ts';
import { SEED_DIR } from '../../paths.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** The current issue of each newsletter, as the editors wrote it (seed/newsletter-issues.json). */
export const NEWSLETTER_ISSUES_FILE = join(SEED_DIR, 'newsletter-issues.json');

const issueSchema = z.object({ subject: z.string().min(1), text: z.string().min(1) });
const issuesSchema = z.object(Object.fromEntries(NEWSLETTER_IDS.map((id) => [id, issueSchema])) as Record<NewsletterId, typeof issueSchema>);
export type NewsletterIssue = z.infer<typeof issueSchema>;

export function loadNewsletterIssues(file: string = NEWSLETTER_ISSUES_FILE): Promise<Record<NewsletterId, NewsletterIssue>> {
  return readSeedFile(file, 'newsletter issues', issuesSchema);
}

/** The address of a one-click unsubscribe, with its token. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * One subscriber's copy of an issue: the text, a footer with the links, and RFC 8058's headers:
 * `List-Unsubscribe` with the signed https address (no mailto: nothing here reads mail sent to
 * us), and `List-Unsubscribe-Post`, which tells the client a POST there unsubscribes
 * in one click, with no page to open.
 */
export function newsletterMessage(options: {
  to: { tveUserId: string; email: string };
  newsletterId: NewsletterId;
  issue: NewsletterIssue;
  publicUrl: string;
  tokens: UnsubscribeTokens;
}): MailMessage {
  const { to, newsletterId, issue, publicUrl, tokens } = options;
  const { name } = NEWSLETTER_LABELS.newsletters[newsletterId];
  const link = unsubscribeUrl(publicUrl, tokens.issue({ tveUserId: to.tveUserId, newsletterId }));
  return {
    to: to.email,
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${NEWSLETTER_LABELS.mailFooter(name, link, `${publicUrl}${SETTINGS_PATH}`)}\n`,
    link,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${name} <${newsletterId}.newsletters.stat>`,
    },
  };
}
