import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayTokens, type GatewayTokenRow } from '../../../db/gateway-token-schema.ts';
import { hashSessionToken } from '../../../plugins/sessions-repository.ts';
import type { GatewayToken } from '../gateway-token.ts';

/**
 * How long a token may wait for its purchase: Recurly's last about 20 minutes, and ours as long,
 * enough for the preview and the password step after the card was typed.
 */
export const TOKEN_TTL_MS = 20 * 60_000;

/** A token as the fields or the PayPal page make it, before it has an id. */
export type NewGatewayToken = GatewayToken extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/**
 * The gateway's one-time tokens (table gateway_tokens). The token the browser holds is 128 random
 * bits in base64url, like Recurly's 22-character ids, and is stored only as its sha256, as a
 * session's is: a copy of the table cannot be spent. Its consume is the GatewayTokenStore the
 * gateway's billing info reads.
 */
export function createTokensRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Keeps a new token for TOKEN_TTL_MS; gives it with its id. */
    async create(token: NewGatewayToken): Promise<GatewayToken> {
      const id = randomBytes(16).toString('base64url');
      const at = now();
      await db.insert(gatewayTokens).values({
        id: hashSessionToken(id),
        ...rowValues(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + TOKEN_TTL_MS),
      });
      return { ...token, id } as GatewayToken;
    },

    /** The token, marked used; null when unknown, expired or used already. One statement, so it works once. */
    async consume(id: string): Promise<GatewayToken | null> {
      const at = now();
      const [row] = await db
        .update(gatewayTokens)
        .set({ usedAt: at })
        .where(and(eq(gatewayTokens.id, hashSessionToken(id)), isNull(gatewayTokens.usedAt), gt(gatewayTokens.expiresAt, at)))
        .returning();
      return row ? tokenOf(id, row) : null;
    },

    /** Removes expired tokens, used ones included (the sweep); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(gatewayTokens).where(lte(gatewayTokens.expiresAt, now())).returning({ id: gatewayTokens.id });
      return removed.length;
    },
  };
}
export type TokensRepository = ReturnType<typeof createTokensRepository>;

function rowValues(token: NewGatewayToken) {
  const names = { firstName: token.firstName, lastName: token.lastName, postalCode: token.postalCode };
  if (token.kind === 'card') {
    const { kind, cardType, firstSix, lastFour, expMonth, expYear, behaviour } = token;
    return { kind, cardType, firstSix, lastFour, expMonth, expYear, behaviour, ...names };
  }
  const { kind, email, billingAgreementId, behaviour } = token;
  return { kind, email, billingAgreementId, behaviour, ...names };
}

/** The row as the type says; the table's checks guarantee each kind's columns are there. */
function tokenOf(id: string, row: GatewayTokenRow): GatewayToken {
  const names = { firstName: row.firstName, lastName: row.lastName, postalCode: row.postalCode };
  if (row.kind === 'card') {
    return {
      id,
      kind: 'card',
      cardType: row.cardType ?? '',
      firstSix: row.firstSix ?? '',
      lastFour: row.lastFour ?? '',
      expMonth: row.expMonth ?? 0,
      expYear: row.expYear ?? 0,
      behaviour: row.behaviour,
      ...names,
    };
  }
  return { id, kind: 'paypal', email: row.email ?? '', billingAgreementId: row.billingAgreementId ?? '', behaviour: 'approve', ...names };
}
