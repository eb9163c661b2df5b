import { test as base, expect } from '@playwright/test';
import pg from 'pg';
import type { AppVariant, VisitorState } from '@stat/contracts';
import { APP_INTERACTIVE_ATTRIBUTE } from '../../apps/web/src/features/startup/reveal-app.ts';
import { databaseUrlEnv } from './ports.ts';
import { enterVisitorState, type TestUser, type UserColumns } from './sessions.ts';

interface WorkerFixtures {
  /** The build variant this project's server runs (set per project in playwright.config.ts). */
  variant: AppVariant;
  /** Whether this project's server is the variant's cluster (instances behind nginx) rather than one instance. */
  cluster: boolean;
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
  cluster: [false, { option: true, scope: 'worker' }],
  ppvState: [false, { option: true }],
  page: async ({ page }, use) => {
    // The server's page is on screen before its code has hydrated it; a press then waits for
    // the app (early-input.ts), but what the journey reads next would not be there yet.
    // Navigations wait for the app to be interactive (the first screen committed), unless the
    // journey asks for an earlier moment ('commit', 'domcontentloaded').
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilInteractive = async (waitUntil: string | undefined) => {
      if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
      // A page that is not the app (the identity provider's, an API answer, an outside address
      // the app sent the browser to) has no #root: it is not waited for.
      await page
        .locator(`html[${APP_INTERACTIVE_ATTRIBUTE}], html:not(:has(#root))`)
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined);
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilInteractive(options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilInteractive(options?.waitUntil);
      return response;
    };
    await use(page);
  },
  context: async ({ context, ppvState }, use) => {
    // The web app's STORAGE_KEYS.automation (apps/web/src/lib/storage-keys.ts), set before any page script runs.
    if (!ppvState) await context.addInitScript(() => localStorage.setItem('stat:automation', JSON.stringify({ suppressPpvState: true })));
    await use(context);
  },
  db: [
    async ({ variant, cluster }, use) => {
      const connectionString = process.env[databaseUrlEnv(variant, cluster)];
      if (!connectionString) throw new Error(`${databaseUrlEnv(variant, cluster)} is not set: run through global setup`);
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
