import type { InvalidationBus } from './invalidation-bus.ts';

export interface TtlCacheOptions {
  /** How long a loaded value is served without asking the database again. */
  ttlMs: number;
  /** The oldest-used entries are dropped beyond this many. */
  maxEntries: number;
}

/** A cache every instance keeps in step: its writes are published on the bus under `name`. */
export interface SharedTtlCache {
  bus: InvalidationBus;
  name: string;
}

/**
 * An in-process read-through cache with a hard time-to-live and a size bound. Concurrent
 * misses on one key share one load. The TTL counts from the start of the load and is never
 * prolonged by hits: it is the bound on how long a change made elsewhere (plain SQL, another
 * instance when the cache is not `shared`) can go unseen here. Misses (`keep` false) and failed
 * loads are not cached.
 *
 * A `shared` cache (string keys) also publishes its writes on the bus and drops what other
 * instances publish. An entry dropped while its load is under way is not kept when the load ends,
 * so a read that began before another instance's change never outlives the invalidation. While the
 * bus is not listening, nothing is kept: every lookup loads.
 */
export function createTtlCache<K, V>({ ttlMs, maxEntries }: TtlCacheOptions, now: () => number, shared?: K extends string ? SharedTtlCache : never) {
  const entries = new Map<K, { value: Promise<V>; freshUntil: number }>();
  const forgetIfCurrent = (key: K, entry: { value: Promise<V> }) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  // The conditional type above makes K string whenever there is a bus to read keys from.
  shared?.bus.subscribe(shared.name, (key) => (key === null ? entries.clear() : entries.delete(key as K)));
  const publish = (key: K | null) =>
    shared?.bus.publish(key === null ? { cache: shared.name, all: true } : { cache: shared.name, key: String(key) });
  return {
    get(key: K, load: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
      if (shared && !shared.bus.listening) return load();
      const hit = entries.get(key);
      if (hit && hit.freshUntil > now()) {
        // Re-inserted so that the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { value: load(), freshUntil: now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      entry.value.then(
        (value) => keep(value) || forgetIfCurrent(key, entry),
        () => forgetIfCurrent(key, entry),
      );
      return entry.value;
    },
    /**
     * Runs a write to the key's data so this instance sees it at once: the entry is dropped
     * before the write, so no load under way is reused, and after it, so a load that started
     * meanwhile and read the old data is not kept either. A shared cache then publishes the key,
     * once the write is committed (or failed: a lost COMMIT may still have committed), and
     * resolves once it is sent.
     */
    async writing<T>(key: K, write: () => Promise<T>): Promise<T> {
      entries.delete(key);
      try {
        return await write();
      } finally {
        entries.delete(key);
        await publish(key);
      }
    },
    /**
     * `writing` for a write that may change any key's data (one profile's limits are its
     * household's defaults): every entry is dropped before the write and after it.
     */
    async writingAny<T>(write: () => Promise<T>): Promise<T> {
      entries.clear();
      try {
        return await write();
      } finally {
        entries.clear();
        await publish(null);
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;
