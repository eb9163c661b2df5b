import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayAccounts, gatewayBillingInfos, gatewayInvoices, gatewaySubscriptions, type GatewayBillingInfoRow } from '../../../db/gateway-schema.ts';
import type { AccountFlags } from './answers/account-answers.ts';
import { newRecurlyId, type PathId } from './recurly-ids.ts';

/** The fields of an account a request may set. */
export interface AccountFields {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** A payment method as billing info keeps it: what a token left, never the number, first six or CVV. */
export type BillingInfoFields = Omit<GatewayBillingInfoRow, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;

/** The gateway's accounts and their billing info. `db` may be a transaction (purchases write in one). */
export function createGatewayAccountsRepository(db: Db, now: () => Date) {
  return {
    async find(ref: PathId<'code'>) {
      const [account] = await db.select().from(gatewayAccounts).where(ref.by === 'code' ? eq(gatewayAccounts.code, ref.value) : eq(gatewayAccounts.id, ref.value));
      return account ?? null;
    },

    /** A new account; null when the code is taken (Recurly's "Code has already been taken"). */
    async create(code: string, fields: AccountFields) {
      const at = now();
      const [account] = await db
        .insert(gatewayAccounts)
        .values({ id: newRecurlyId(), code, ...fields, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: gatewayAccounts.code })
        .returning();
      return account ?? null;
    },

    /**
     * The account with this code, made if it is new; the fields given overwrite its own (null is
     * not given: the client sends every unset field as null). Locked until the transaction ends.
     */
    async upsertLocked(code: string, fields: AccountFields) {
      const at = now();
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as AccountFields;
      await db
        .insert(gatewayAccounts)
        .values({ id: newRecurlyId(), code, ...given, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: gatewayAccounts.code, set: { ...given, updatedAt: at } });
      const [account] = await db.select().from(gatewayAccounts).where(eq(gatewayAccounts.code, code)).for('update');
      return account!;
    },

    async update(id: string, fields: AccountFields) {
      const [account] = await db
        .update(gatewayAccounts)
        .set({ ...fields, updatedAt: now() })
        .where(eq(gatewayAccounts.id, id))
        .returning();
      return account!;
    },

    /** Recurly's has_… flags: live is active, canceled or future (in a trial, active). */
    async flags(accountId: string): Promise<AccountFlags> {
      const states = await db.selectDistinct({ state: gatewaySubscriptions.state }).from(gatewaySubscriptions).where(eq(gatewaySubscriptions.accountId, accountId));
      const has = (state: string) => states.some((row) => row.state === state);
      const [pastDue] = await db
        .select({ id: gatewayInvoices.id })
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.accountId, accountId), eq(gatewayInvoices.state, 'past_due')))
        .limit(1);
      return {
        hasLiveSubscription: has('active') || has('canceled') || has('future'),
        hasActiveSubscription: has('active'),
        hasFutureSubscription: has('future'),
        hasCanceledSubscription: has('canceled'),
        hasPausedSubscription: has('paused'),
        hasPastDueInvoice: pastDue !== undefined,
      };
    },

    /** What the account owes (open charge invoices) and its unspent credit (open credit invoices), in cents. */
    async balance(accountId: string): Promise<{ owedCents: number; creditCents: number; pastDue: boolean }> {
      const rows = await db
        .select({
          owed: sql<string>`coalesce(sum(${gatewayInvoices.balanceCents}) filter (where ${gatewayInvoices.balanceCents} > 0), 0)`,
          credit: sql<string>`coalesce(-sum(${gatewayInvoices.balanceCents}) filter (where ${gatewayInvoices.balanceCents} < 0), 0)`,
          pastDue: sql<boolean>`bool_or(${gatewayInvoices.state} = 'past_due')`,
        })
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.accountId, accountId), inArray(gatewayInvoices.state, ['open', 'pending', 'past_due', 'processing'])));
      const [row] = rows;
      return { owedCents: Number(row?.owed ?? 0), creditCents: Number(row?.credit ?? 0), pastDue: row?.pastDue ?? false };
    },

    /** The account's open credit invoices, oldest first, locked: what a purchase may spend. */
    openCredits(accountId: string) {
      return db
        .select()
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.accountId, accountId), eq(gatewayInvoices.type, 'credit'), eq(gatewayInvoices.state, 'open'), lt(gatewayInvoices.balanceCents, 0)))
        .orderBy(gatewayInvoices.createdAt, gatewayInvoices.id)
        .for('update');
    },

    async billingInfo(accountId: string) {
      const [info] = await db.select().from(gatewayBillingInfos).where(eq(gatewayBillingInfos.accountId, accountId));
      return info ?? null;
    },

    /** Replaces the account's payment method; its billing info keeps its id. */
    async saveBillingInfo(accountId: string, fields: BillingInfoFields) {
      const at = now();
      const [info] = await db
        .insert(gatewayBillingInfos)
        .values({ id: newRecurlyId(), accountId, ...fields, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: gatewayBillingInfos.accountId, set: { ...fields, updatedAt: at } })
        .returning();
      return info!;
    },
  };
}
export type GatewayAccountsRepository = ReturnType<typeof createGatewayAccountsRepository>;
