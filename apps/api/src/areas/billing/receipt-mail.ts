import { formatPrice, type Purchase } from '@stat/contracts';
import type { MailMessage } from '../../lib/mailer.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The receipt mailed after a purchase: what was bought and charged, the trial, the next charge, how it was paid. */
export function receiptMail(to: string, firstName: string | null, receipt: Purchase['receipt']): MailMessage {
  const lines = [
    `Hi ${firstName ?? 'there'},`,
    '',
    `Thank you for subscribing to STAT ${receipt.planName}.`,
    '',
    `Charged today: ${formatPrice(receipt.chargedInCents)}`,
    ...(receipt.trialEndsAt === null ? [] : [`Your free trial ends on ${day.format(receipt.trialEndsAt)}.`]),
    `Next charge: ${formatPrice(receipt.nextChargeInCents)} on ${day.format(receipt.nextBillingDate)}`,
    `Payment method: ${receipt.paymentMethod}`,
    ...(receipt.invoiceNumber ? [`Invoice: ${receipt.invoiceNumber}`] : []),
    '',
    'You can manage or cancel your subscription at any time in Settings.',
  ];
  return { to, subject: `Your STAT receipt: ${receipt.planName}`, text: lines.join('\n') };
}
