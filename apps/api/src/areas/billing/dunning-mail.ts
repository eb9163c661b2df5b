import { formatPrice } from '@stat/contracts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The dunning e-mail: the renewal could not be charged; update the card at `editBillingUrl` to keep watching. */
export function dunningMail(to: string, firstName: string | null, amountInCents: number, editBillingUrl: string): MailMessage {
  const lines = [
    `Hi ${firstName ?? 'there'},`,
    '',
    `We couldn't charge your card ${formatPrice(amountInCents)} for your STAT subscription.`,
    "We'll try again over the next few days. To keep watching without a break, update your card:",
    '',
    editBillingUrl,
    '',
    'If your card is not updated and the payment still fails, your subscription will end.',
  ];
  return { to, subject: 'Your STAT payment didn’t go through', text: lines.join('\n'), link: editBillingUrl };
}
