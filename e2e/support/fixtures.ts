import { test as base, expect } from '@playwright/test';
import pg from 'pg';
import type { AppVariant, VisitorState } from '@stat/contracts';
import { databaseUrlEnv } from './ports.ts';
import { enterVisitorState, type TestUser, type UserColumns } from './sessions.ts';

interface WorkerFixtures {
  /** The build variant this project's server runs (set per project in playwright.config.ts). */
  variant: AppVariant;
  /** A connection pool to this variant's e2e database. */
  db: pg.Pool;
}

interface TestFixtures {
  /**
   * Whether the app fetches the pay-per-view state (off unless a journey turns it on): the
   * automation config suppresses it (streaming spec section 9), so the event's banner and promo
   * modal stay out of every journey but the pay-per-view ones.
   */
  ppvState: boolean;
  /** Puts this test's browser context in a visitor state (shell spec section 6). */
  becomeVisitor: (state: VisitorState, columns?: UserColumns) => Promise<TestUser | null>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  variant: ['stat', { option: true, scope: 'worker' }],
  ppvState: [false, { option: true }],
  context: async ({ context, ppvState }, use) => {
    // The web app's STORAGE_KEYS.automation (apps/web/src/lib/storage-keys.ts), set before any page script runs.
    if (!ppvState) await context.addInitScript(() => localStorage.setItem('stat:automation', JSON.stringify({ suppressPpvState: true })));
    await use(context);
  },
  db: [
    async ({ variant }, use) => {
      const connectionString = process.env[databaseUrlEnv(variant)];
      if (!connectionString) throw new Error(`${databaseUrlEnv(variant)} is not set: run through global setup`);
      const pool = new pg.Pool({ connectionString, max: 2 });
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],
  becomeVisitor: async ({ db, context, baseURL, variant }, use) => {
    await use((state, columns) => enterVisitorState(db, context, baseURL!, state, columns, variant));
  },
});

export { expect };
