/** Types of throwaway-postgres.mjs for TypeScript callers (vitest global setup, Playwright). */
export interface ThrowawayPostgres {
  /** URL of the database created at start. */
  url: string;
  /** URL of the cluster's `postgres` database, for administrative statements. */
  adminUrl: string;
  port: number;
  /** Creates another database (name: lower-case letters, digits, _) and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Restarts the server (fast shutdown: clients cut off, committed writes kept), on the same port. */
  restart(): Promise<unknown>;
  /** Stops the cluster fast and removes its directory. */
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startThrowawayPostgres(options?: { database?: string; durable?: boolean }): Promise<ThrowawayPostgres>;
