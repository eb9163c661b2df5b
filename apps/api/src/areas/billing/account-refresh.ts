import type { FastifyBaseLogger } from 'fastify';
import { DUNNING_SUBSCRIPTION_STATUS, EDIT_BILLING_HASH } from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import type { UsersRepository } from '../start-up/users-repository.ts';
import { standingOf, type AccountStanding } from './account-standing.ts';
import type { BillingAccounts } from './billing-account.ts';
import { dunningMail } from './dunning-mail.ts';
import type { WebhooksRepository } from './webhooks-repository.ts';

export interface AccountRefresh {
  accounts: BillingAccounts;
  users: UsersRepository;
  webhooks: WebhooksRepository;
  mailer: Mailer;
  /** Where the dunning mail's link to Edit billing starts. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Reads the account again from the gateway (never from a webhook's body) and keeps on the user
 * what it says: entitled, the product, the subscription's and the trial's status. In the dunning
 * period the viewer is mailed once per past-due invoice. Null: no such user, or nothing at the
 * gateway for it (the user is left as it is).
 */
export async function refreshAccount({ accounts, users, webhooks, mailer, publicUrl, log }: AccountRefresh, tveUserId: string): Promise<AccountStanding | null> {
  const user = await users.findById(tveUserId);
  if (!user) return null;
  const [subscriptions, account] = await Promise.all([accounts.subscriptions(tveUserId), accounts.account(tveUserId)]);
  const standing = standingOf(subscriptions, account?.hasPastDueInvoice ?? false);
  if (!standing) return null;
  await users.setSubscription(tveUserId, {
    entitled: standing.entitled,
    currentProductId: standing.productCode,
    bi: { ...user.bi, subscriptionStatus: standing.subscriptionStatus, trialStatus: standing.trialStatus, currentBillingType: 'BACON' },
  });
  if (standing.subscriptionStatus !== DUNNING_SUBSCRIPTION_STATUS || !user.emailAddress) return standing;
  const invoice = await accounts.pastDueInvoice(tveUserId);
  if (!invoice?.id || !(await webhooks.firstDunningNotice(invoice.id, tveUserId))) return standing;
  const amountInCents = Math.round((invoice.balance ?? 0) * 100);
  try {
    await mailer.send(dunningMail(user.emailAddress, user.firstName, amountInCents, `${publicUrl}/settings#${EDIT_BILLING_HASH}`));
  } catch (error) {
    // Not sent: forgotten, so the gateway's next notification sends it.
    await webhooks.forgetDunningNotice(invoice.id);
    throw error;
  }
  log.info({ invoice: invoice.number }, 'dunning mail sent');
  return standing;
}
