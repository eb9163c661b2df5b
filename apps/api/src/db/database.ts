import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema.ts';

/** Drizzle over either driver: repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL, for migrations and tests: `exec` runs a script of several statements. */
export interface SqlRunner {
  exec(script: string): Promise<void>;
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends SqlRunner {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for a connection of its own outside the pool (LISTEN); none on PGlite. */
  url?: string;
  db: Db;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite (PostgreSQL in WASM) in `dataDir`, or in memory when no directory is given. `snapshot`
 * (a `dumpDataDir` tarball) starts it from that copy instead of a new cluster.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  // pg_trgm (typo-tolerant search) is a contrib extension PGlite must load at open.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    exec: async (script) => void (await client.exec(script)),
    query: async (text, params) => (await client.query(text, params)).rows as never,
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => void (await tx.exec(script)),
          query: async (text, params) => (await tx.query(text, params)).rows as never,
        }),
      ),
    close: () => client.close(),
  };
}

/** A node-postgres pool on a PostgreSQL server. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, with the server's own message, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const runner = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    exec: async (script) => void (await client.query(script)),
    query: async (text, params) => (await client.query(text, params)).rows,
  });
  return {
    kind: 'postgres',
    url,
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    ...runner(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
