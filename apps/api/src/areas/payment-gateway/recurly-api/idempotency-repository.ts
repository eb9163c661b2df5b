import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayIdempotencyKeys } from '../../../db/gateway-schema.ts';

/** How long an answer is replayed for its key (Recurly keeps them an hour). */
export const IDEMPOTENCY_TTL_MS = 60 * 60 * 1000;
/** A first request still running after this died with its process: another may take its key over. */
const ABANDONED_AFTER_MS = 60 * 1000;

/** One request's identity: Recurly matches the key, the method and the path. */
export interface IdempotentRequest {
  key: string;
  method: string;
  path: string;
}

export type IdempotencyStart =
  | { kind: 'started' }
  | { kind: 'running' }
  | { kind: 'replay'; statusCode: number; body: string }
  /** The key was used for this method and path with another body. */
  | { kind: 'mismatch' };

/** Idempotency keys and their first answers (table gateway_idempotency_keys). */
export function createIdempotencyRepository(db: Db, now: () => Date) {
  const row = ({ key, method, path }: IdempotentRequest) =>
    and(eq(gatewayIdempotencyKeys.key, key), eq(gatewayIdempotencyKeys.method, method), eq(gatewayIdempotencyKeys.path, path));

  return {
    /**
     * Claims the key for this request, in one statement: a new key, an expired one or one whose
     * first request was abandoned is taken; otherwise the stored row says what to answer. Two
     * requests racing for a new key: the insert lets one through and the other finds it running.
     */
    async begin(request: IdempotentRequest, fingerprint: string): Promise<IdempotencyStart> {
      const at = now();
      const claim = { fingerprint, state: 'running' as const, statusCode: null, body: null, createdAt: at, expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS) };
      const claimed = await db
        .insert(gatewayIdempotencyKeys)
        .values({ ...request, ...claim })
        .onConflictDoUpdate({
          target: [gatewayIdempotencyKeys.key, gatewayIdempotencyKeys.method, gatewayIdempotencyKeys.path],
          set: claim,
          setWhere: or(
            lte(gatewayIdempotencyKeys.expiresAt, at),
            and(eq(gatewayIdempotencyKeys.state, 'running'), lte(gatewayIdempotencyKeys.createdAt, new Date(at.getTime() - ABANDONED_AFTER_MS))),
          ),
        })
        .returning({ key: gatewayIdempotencyKeys.key });
      if (claimed.length > 0) return { kind: 'started' };
      const [stored] = await db.select().from(gatewayIdempotencyKeys).where(row(request));
      if (!stored || stored.state === 'running') return { kind: 'running' };
      if (stored.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return { kind: 'replay', statusCode: stored.statusCode!, body: stored.body ?? '' };
    },

    /** Keeps the first answer for replays. */
    async finish(request: IdempotentRequest, statusCode: number, body: string): Promise<void> {
      await db.update(gatewayIdempotencyKeys).set({ state: 'done', statusCode, body }).where(row(request));
    },

    /** Forgets a key whose request failed on our side (5xx), so a retry runs again. */
    async release(request: IdempotentRequest): Promise<void> {
      await db.delete(gatewayIdempotencyKeys).where(row(request));
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(gatewayIdempotencyKeys).where(lte(gatewayIdempotencyKeys.expiresAt, now())).returning({ key: gatewayIdempotencyKeys.key });
      return removed.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
