/** Which cached entries every instance drops: one key of a cache, or all of it. */
export type Invalidation = { cache: string; key: string } | { cache: string; all: true };

/**
 * How a change made on one instance reaches the in-memory caches of all (issue 28: N API
 * instances on one PostgreSQL). The PostgreSQL bus is `db/postgres-invalidation-bus.ts`; one
 * process (PGlite) uses `createLocalInvalidationBus`.
 */
export interface InvalidationBus {
  /**
   * Whether an invalidation published anywhere reaches this instance now. While it does not,
   * shared caches keep nothing (`lib/ttl-cache.ts`): correctness never waits for the bus.
   */
  readonly listening: boolean;
  /**
   * Tells every instance, this one included, to drop the entries. Called once the write is
   * committed; it never rejects: the write has happened, and a lost message is bounded by the
   * caches' TTL (the bus logs it).
   */
  publish(invalidation: Invalidation): Promise<void>;
  /** Calls `drop` with each key of `cache` invalidated, or with null when all of it must go. */
  subscribe(cache: string, drop: (key: string | null) => void): void;
  close(): Promise<void>;
}

/** The caches subscribed to a bus, by cache name: both buses deliver through this. */
export function createSubscribers() {
  const byCache = new Map<string, Set<(key: string | null) => void>>();
  return {
    add(cache: string, drop: (key: string | null) => void): void {
      const drops = byCache.get(cache) ?? new Set();
      drops.add(drop);
      byCache.set(cache, drops);
    },
    deliver(invalidation: Invalidation): void {
      const key = 'key' in invalidation ? invalidation.key : null;
      for (const drop of byCache.get(invalidation.cache) ?? []) drop(key);
    },
    /** Every subscribed cache drops everything: what a bus does when it may have missed messages. */
    dropAll(): void {
      for (const drops of byCache.values()) for (const drop of drops) drop(null);
    },
  };
}

/** The bus of one process (PGlite, tests): delivered in place, always listening. */
export function createLocalInvalidationBus(): InvalidationBus {
  const subscribers = createSubscribers();
  return {
    listening: true,
    publish: async (invalidation) => subscribers.deliver(invalidation),
    subscribe: subscribers.add,
    close: async () => undefined,
  };
}

/** An invalidation as sent over the wire; anything else reads as undefined. */
export function parseInvalidation(payload: string | undefined): Invalidation | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof message.cache !== 'string') return undefined;
    if (typeof message.key === 'string') return { cache: message.cache, key: message.key };
    if (message.all === true) return { cache: message.cache, all: true };
  } catch {
    // Not JSON, or JSON null: not one of ours.
  }
  return undefined;
}
