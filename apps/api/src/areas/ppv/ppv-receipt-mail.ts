import { PPV_SALE_MESSAGES } from '@stat/contracts';
import type { MailMessage } from '../../lib/mailer.ts';

const W = PPV_SALE_MESSAGES.receipt;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });

/** The receipt mailed once a pay-per-view purchase is paid: the event, when, what was charged and how, and where to watch (`sold`: live, or the replay after the broadcast). */
export function ppvReceiptMail(
  to: string,
  firstName: string | null,
  purchase: { description: string; amountInCents: number; eventDate: number; paymentMethod: string; orderNumber: string },
  sold: 'live' | 'replay',
): MailMessage {
  const lines = [
    W.greeting(firstName),
    '',
    W.thanks(purchase.description),
    '',
    W.charged(purchase.amountInCents),
    W.eventDate(day.format(purchase.eventDate)),
    W.paymentMethod(purchase.paymentMethod),
    W.orderNumber(purchase.orderNumber),
    '',
    W.watch[sold],
  ];
  return { to, subject: W.subject(purchase.description), text: lines.join('\n') };
}
