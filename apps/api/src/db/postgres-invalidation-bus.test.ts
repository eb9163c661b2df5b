import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { InvalidationBus } from '../lib/invalidation-bus.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './database.ts';
import { createPostgresInvalidationBus, LISTENER_APPLICATION_NAME } from './postgres-invalidation-bus.ts';

const quiet = { warn: () => undefined };

/** The backends of this database's LISTEN connections. */
async function listenerPids(database: Database): Promise<number[]> {
  const rows = await database.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN%'",
    [LISTENER_APPLICATION_NAME],
  );
  return rows.map((row) => row.pid);
}

describe.runIf(inject('postgresAdminUrl'))('the PostgreSQL invalidation bus', () => {
  let database: Database;
  const buses: InvalidationBus[] = [];
  const open = async () => {
    const bus = await createPostgresInvalidationBus({ url: database.url!, query: database.query, log: quiet });
    buses.push(bus);
    const drops: (string | null)[] = [];
    bus.subscribe('things', (key) => drops.push(key));
    return { bus, drops };
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database.close();
  });

  it("delivers one instance's invalidations to every instance, only to the cache they name", async () => {
    const [a, b] = [await open(), await open()];
    const otherCache = vi.fn();
    b.bus.subscribe('other', otherCache);
    expect([a.bus.listening, b.bus.listening]).toEqual([true, true]);
    // Opening drops everything once LISTEN runs; from here on only what is published.
    a.drops.length = 0;
    b.drops.length = 0;
    await a.bus.publish({ cache: 'things', key: 'k1' });
    await a.bus.publish({ cache: 'things', all: true });
    await vi.waitFor(() => expect(b.drops).toEqual(['k1', null]));
    await vi.waitFor(() => expect(a.drops).toEqual(['k1', null]));
    expect(otherCache).not.toHaveBeenCalled();
  });

  it('empties the caches when its connection drops, reconnects, empties them again and hears what follows', async () => {
    const [a, b] = [await open(), await open()];
    const before = await listenerPids(database);
    b.drops.length = 0;
    await database.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1)', [before]);
    await vi.waitFor(async () => {
      const now = await listenerPids(database);
      expect(now.filter((pid) => before.includes(pid))).toEqual([]);
      expect(now.length).toBe(before.length);
    }, { timeout: 5_000 });
    await vi.waitFor(() => expect(b.bus.listening).toBe(true));
    // Once on losing the connection, once when LISTEN runs again.
    expect(b.drops).toEqual([null, null]);
    await a.bus.publish({ cache: 'things', key: 'after' });
    await vi.waitFor(() => expect(b.drops).toEqual([null, null, 'after']));
  });

  it('closes its LISTEN connection when closed', async () => {
    const { bus } = await open();
    const listening = (await listenerPids(database)).length;
    await bus.close();
    expect(bus.listening).toBe(false);
    await vi.waitFor(async () => expect(await listenerPids(database)).toHaveLength(listening - 1));
  });
});
