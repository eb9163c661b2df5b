import type { FastifyInstance } from 'fastify';
import { RECURLY_API_VERSION } from './recurly-api/recurly-api-plugin.ts';
import type { TokensRepository } from './browser/tokens-repository.ts';

/** A demo account billed directly: its user (the gateway account's code), its name, and its plan. */
export interface DemoBillingAccount {
  /** The user's tveUserId, the gateway account's code (billing-account.ts). */
  code: string;
  email: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  planCode: string;
}

export type DemoBillingOutcome = 'seeded' | 'present' | 'failed';

/**
 * Gives each demo account real records at the gateway, so Settings shows its details and its
 * transactions: the account, its billing info (the README's Visa, X-1111, 12/2030), a live
 * subscription paid today (no trial) with its paid invoice and transaction. Made by the gateway's
 * own Recurly API (a purchase, as the billing area makes one), from a card token made here as the
 * card fields would. Idempotent: an account the gateway has is left as it is; two instances
 * starting at once send one Idempotency-Key per account, so one purchase stands.
 */
export async function seedDemoBilling(
  app: FastifyInstance,
  { apiKey, tokens, accounts, now }: { apiKey: string; tokens: TokensRepository; accounts: readonly DemoBillingAccount[]; now: () => Date },
): Promise<Record<string, DemoBillingOutcome>> {
  const headers = {
    authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
    accept: `application/vnd.recurly.${RECURLY_API_VERSION}`,
  };
  const outcomes: Record<string, DemoBillingOutcome> = {};
  for (const account of accounts) {
    const found = await app.inject({ method: 'GET', url: `/accounts/code-${account.code}`, headers });
    if (found.statusCode === 200) {
      outcomes[account.email] = 'present';
      continue;
    }
    const names = { firstName: account.firstName, lastName: account.lastName, postalCode: account.postalCode };
    const token = await tokens.create({ kind: 'card', cardType: 'Visa', firstSix: '411111', lastFour: '1111', expMonth: 12, expYear: 2030, behaviour: 'approve', ...names });
    const bought = await app.inject({
      method: 'POST',
      url: '/purchases',
      headers: { ...headers, 'idempotency-key': `demo-billing-${account.code}` },
      payload: {
        currency: 'USD',
        account: { code: account.code, email: account.email, first_name: account.firstName, last_name: account.lastName, billing_info: { token_id: token.id } },
        // A trial ending now: paid today, so the account has a charge to show.
        subscriptions: [{ plan_code: account.planCode, trial_ends_at: now().toISOString() }],
      },
    });
    outcomes[account.email] = bought.statusCode === 201 ? 'seeded' : 'failed';
    if (outcomes[account.email] === 'failed') app.log.warn({ status: bought.statusCode, body: bought.body }, 'demo billing not seeded');
  }
  return outcomes;
}
