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
  /** Puts this test's browser context in a visitor state (shell spec section 6). */
  becomeVisitor: (state: VisitorState, columns?: UserColumns) => Promise<TestUser | null>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  variant: ['stat', { option: true, scope: 'worker' }],
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
