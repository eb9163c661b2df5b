import type { PpvCreditReason } from './ppv-credits.ts';
import { onFirstUse } from './on-first-use.ts';

/*
 * What a viewer reads about an automatic credit: the order details' note and the e-mail. Apart
 * from ppv-credits.ts, whose incident schema the first bundle carries with the ppv state: a module
 * is bundled whole, so these words would ride in the entry too.
 */

const creditDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
/** A credit's date as the note and the e-mail show it: Dec 13. */
export const formatCreditDate = (date: number) => creditDay().format(date);

const REASON_TEXT: Record<PpvCreditReason, string> = {
  'main-event': 'the stream failed during the main event',
  prelims: 'the stream failed during the prelims',
};

export const PPV_CREDIT_LABELS = {
  reason: REASON_TEXT,
  /** "$79.99 credited to VISA X-1111 on Dec 13 — the stream failed during the main event". */
  note: (amount: string, paymentMethod: string, date: string, reason: PpvCreditReason) => `${amount} credited to ${paymentMethod} on ${date} — ${REASON_TEXT[reason]}`,
  emailSubject: (eventName: string) => `We've credited you for ${eventName}`,
  emailText: (eventName: string, amount: string, paymentMethod: string, reason: PpvCreditReason) =>
    [
      `During ${eventName}, ${REASON_TEXT[reason]}. We're sorry.`,
      '',
      `We've credited ${amount} to ${paymentMethod}. You don't need to do anything: it shows in your order details and your transactions, and your bank may take a few days to show it.`,
      '',
      'The STAT team',
    ].join('\n'),
} as const;
