import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { PPV_INCIDENT_LABELS, PPV_NIGHT_REFRESH_SECONDS, ppvStateSchema, type AppVariant, type PpvPhase, type PpvState } from '@stat/contracts';
import { repoRoot } from './api-server.mjs';
import { getOn } from './cluster.ts';
import { test } from './fixtures.ts';
import { databaseUrlEnv, dataDirEnv } from './ports.ts';

const run = promisify(execFile);
const PPV_STATE_PATH = '/api/ppv/state';

/**
 * `npm run ppv -- <args>` as an operator runs it, with the variant's e2e server's DATA_DIR and
 * database (it writes the database itself), or its cluster's database.
 */
function ppvCli(variant: AppVariant, args: string[], cluster: boolean) {
  const dataDir = process.env[dataDirEnv(variant)];
  const databaseUrl = process.env[databaseUrlEnv(variant, cluster)];
  if (!dataDir || !databaseUrl) throw new Error(`the ${variant} e2e server is not set up: run through global setup`);
  return run('npm', ['run', '--silent', 'ppv', '--', ...args], { cwd: repoRoot, env: { ...process.env, APP_VARIANT: variant, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } });
}

/**
 * `npm run ppv -- --phase <phase>`, then waits until the server answers that phase (it reads the
 * clock from the database every second). On a cluster, until every instance does: each reads the
 * clock on its own second, and a page served by one still on the old phase would keep it.
 */
export async function movePpvClock(page: Page, variant: AppVariant, phase: PpvPhase | 'reset', { cluster = false } = {}): Promise<void> {
  const { stdout } = await ppvCli(variant, ['--phase', phase], cluster);
  if (phase === 'reset') return;
  expect(stdout).toContain(`phase ${phase}`);
  const instances = cluster ? ([1, 2] as const) : [undefined];
  for (const instance of instances) await expect.poll(async () => (await ppvStateOf(page, instance)).state).toBe(phase);
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

/** The pay-per-view state as this server answers it now; on a cluster, as `instance` does when given. */
export async function ppvStateOf(page: Page, instance?: 1 | 2): Promise<PpvState> {
  const answer = instance ? await getOn(page.request, instance, PPV_STATE_PATH) : await page.request.get(PPV_STATE_PATH);
  return ppvStateSchema.parse(await answer.json());
}

/** `npm run ppv -- --incident <action>`, the operator's switch, as it is. */
export const incidentCli = (variant: AppVariant, action: 'start' | 'end') => ppvCli(variant, ['--incident', action], false);

/** The operator's incident switch; waits until the server says so (it reads the switch from the database every second). */
export async function switchIncident(page: Page, variant: AppVariant, action: 'start' | 'end'): Promise<void> {
  const { stdout } = await incidentCli(variant, action);
  expect(stdout).toContain(`incident ${action === 'start' ? 'started' : 'ended'}`);
  await expect.poll(async () => (await ppvStateOf(page)).incident ?? null).toEqual(action === 'start' ? { since: expect.any(Number) } : null);
}

/** How long an incident switched takes to reach an open page: its refresh of the state at expiresIn, which the browser may hold 5 s more. */
export const INCIDENT_REACHES_OPEN_PAGES_MS = (PPV_NIGHT_REFRESH_SECONDS + 5 + 5) * 1000;
export const incidentBanner = (page: Page) => page.getByRole('region', { name: PPV_INCIDENT_LABELS.region });
