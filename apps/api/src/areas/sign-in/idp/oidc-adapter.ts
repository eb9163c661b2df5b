import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/database.ts';
import { oidcPayloads } from '../../../db/schema.ts';

/**
 * oidc-provider's storage in the `oidc_payloads` table: one row per model instance (Session,
 * Interaction, AuthorizationCode, Grant, ...), keyed by model name and id, with the columns its
 * look-ups need (grant, user code, session uid) lifted out of the payload. Every instance
 * shares the table, so a sign-in may start on one instance and finish on another.
 */
class PostgresOidcAdapter implements Adapter {
  readonly #db: Db;
  readonly #type: string;

  constructor(db: Db, type: string) {
    this.#db = db;
    this.#type = type;
  }

  /** An expired row is gone for oidc-provider, even before the sweep removes it. */
  #live() {
    return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
  }

  async #findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.#type), condition, this.#live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` (seconds) to refuse a second use of a code.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.#db
      .insert(oidcPayloads)
      .values({ type: this.#type, id, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: columns });
  }

  find(id: string) {
    return this.#findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.#findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.#findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.#type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.#type), eq(oidcPayloads.id, id)));
  }

  /** Every token and code of the grant, whatever its model (as oidc-provider's memory adapter does). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

export function createOidcAdapter(db: Db): AdapterFactory {
  return (name) => new PostgresOidcAdapter(db, name);
}

/** Removes rows past their expiry (the server's hourly sweep). */
export async function deleteExpiredOidcPayloads(db: Db): Promise<number> {
  const removed = await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, new Date())).returning({ id: oidcPayloads.id });
  return removed.length;
}

/**
 * Ends everything the identity provider holds for these accounts (their `accountId`, the ID
 * token's subject): sessions, so the next sign-in asks for the password again on every browser,
 * and grants, codes and tokens. For sign-out, a new password and removed demo identities.
 */
export async function endIdentityProviderSessions(db: Db, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db.delete(oidcPayloads).where(inArray(sql`${oidcPayloads.payload} ->> 'accountId'`, accountIds));
}
