import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { ppvStateSchema, type AppVariant, type PpvPhase, type PpvState } from '@stat/contracts';
import { repoRoot } from './api-server.mjs';
import { test } from './fixtures.ts';
import { dataDirEnv } from './ports.ts';

const run = promisify(execFile);

/**
 * `npm run ppv -- --phase <phase>` as an operator runs it, on the variant's e2e server's DATA_DIR,
 * then waits until the server answers that phase (it re-reads the clock file within a second).
 */
export async function movePpvClock(page: Page, variant: AppVariant, phase: PpvPhase | 'reset'): Promise<void> {
  const dataDir = process.env[dataDirEnv(variant)];
  if (!dataDir) throw new Error(`the ${variant} e2e server is not set up: run through global setup`);
  const { stdout } = await run('npm', ['run', '--silent', 'ppv', '--', '--phase', phase], { cwd: repoRoot, env: { ...process.env, APP_VARIANT: variant, DATA_DIR: dataDir } });
  if (phase === 'reset') return;
  expect(stdout).toContain(`phase ${phase}`);
  await expect
    .poll(async () => ppvStateSchema.parse(await (await page.request.get('/api/ppv/state')).json()).state)
    .toBe(phase);
}

/**
 * The browser may keep the state 5 s (its Cache-Control); a viewer's own refresh comes at
 * expiresIn, past that. A journey that moves the clock and reloads at once routes the calls
 * through Playwright, which turns the browser's HTTP cache off for the page.
 */
export async function bypassPpvCache(page: Page): Promise<void> {
  await page.route('**/api/ppv/**', (route) => route.continue());
}

/**
 * The hooks of a journey file that walks the night: the state past the browser's cache before
 * each test, and the event back at its file's dates after the file.
 */
export function walksPpvNight(): void {
  test.beforeEach(async ({ page }) => {
    await bypassPpvCache(page);
  });
  test.afterAll(async ({ browser, variant }) => {
    const page = await browser.newPage();
    await movePpvClock(page, variant, 'reset');
    await page.close();
  });
}

/** The pay-per-view state as this server answers it now. */
export async function ppvStateOf(page: Page): Promise<PpvState> {
  return ppvStateSchema.parse(await (await page.request.get('/api/ppv/state')).json());
}
