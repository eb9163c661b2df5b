#!/usr/bin/env node
// Runs every check of the project in order (type-check, lint, unit and API tests on PGlite and on
// a real PostgreSQL, builds, end-to-end in Chromium, start-command smoke test), streams each
// step's output, keeps going after a failure where the next step does not depend on it, and ends
// with a summary table and the line `N passed, N failed`. No dependencies: node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp', 'test-all');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`could not start ${cmd}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Test counts from a vitest JSON report (jest-compatible shape). */
function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Test counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
function playwrightCounts(path) {
  const report = readJson(path);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const setupErrors = report.errors?.length ?? 0;
  return { passed: expected + flaky, failed: unexpected + setupErrors };
}

/** Test counts from the node:test TAP summary lines (`# pass N`, `# fail N`). */
function tapCounts(path) {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const count = (word) => Number(text.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') };
}

const results = [];
const failedSteps = new Set();

/**
 * Runs one step. `counts` reads the runner's report; a step without a report counts as one
 * check. A step whose runner failed but whose report shows no failed test (a crash before the
 * tests, a setup error) still counts one failure so the final line never hides it.
 */
async function step(name, cmd, args, { env, counts, needs = [] } = {}) {
  const blocker = needs.find((n) => failedSteps.has(n));
  if (blocker) {
    console.log(`\n━━ ${name}: skipped, because "${blocker}" failed`);
    results.push({ name, status: 'skipped', seconds: 0, passed: 0, failed: 1 });
    failedSteps.add(name);
    return;
  }
  console.log(`\n━━ ${name}\n$ ${[cmd, ...args].map((a) => a.replace(root + '/', '')).join(' ')}`);
  const start = Date.now();
  const code = await run(cmd, args, env);
  const seconds = (Date.now() - start) / 1000;
  let tally = counts?.() ?? null;
  if (!tally) tally = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (code !== 0 && tally.failed === 0) tally = { ...tally, failed: 1 };
  const status = code === 0 ? 'pass' : 'FAIL';
  if (code !== 0) failedSteps.add(name);
  results.push({ name, status, seconds, ...tally });
  console.log(`━━ ${name}: ${status} in ${seconds.toFixed(1)} s`);
}

// The embedded gateway's browser code is JavaScript checked against the DOM's types, apart from the server's program.
const workspaces = ['packages/contracts', 'packages/media', 'apps/api', 'apps/api/src/areas/payment-gateway/browser', 'apps/web', 'e2e', 'scripts/tv', 'scripts/cluster'];
for (const ws of workspaces) await step(`type-check ${ws}`, bin('tsc'), ['-p', ws]);
await step('lint', bin('eslint'), ['.']);
await step('import cycles', process.execPath, ['scripts/lint/import-cycles.mjs']);

const vitestPglite = join(tmp, 'vitest-pglite.json');
await step(
  'unit + API tests (PGlite)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPglite}`],
  { counts: () => vitestCounts(vitestPglite) },
);
const vitestPostgres = join(tmp, 'vitest-postgres.json');
await step(
  'API tests (PostgreSQL)',
  bin('vitest'),
  ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPostgres}`],
  { env: { TEST_DATABASE: 'postgres' }, counts: () => vitestCounts(vitestPostgres) },
);

await step('build web (stat)', 'npm', ['run', 'build', '-w', '@stat/web'], { env: { APP_VARIANT: 'stat' } });
await step('build web (ott)', 'npm', ['run', 'build', '-w', '@stat/web'], { env: { APP_VARIANT: 'ott' } });
await step('build API', 'npm', ['run', 'build', '-w', '@stat/api']);
const builds = ['build web (stat)', 'build web (ott)', 'build API'];

const playwrightReport = join(tmp, 'playwright.json');
await step('end-to-end (Playwright, stat + ott)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  counts: () => playwrightCounts(playwrightReport),
  needs: builds,
});

const smokeReport = join(tmp, 'smoke.tap');
await step(
  'start-command smoke test',
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${smokeReport}`,
    'e2e/smoke/start-command.test.mjs',
  ],
  { counts: () => tapCounts(smokeReport), needs: ['build web (stat)', 'build API'] },
);

const pad = (s, n) => String(s).padEnd(n);
const width = Math.max(...results.map((r) => r.name.length), 4);
console.log('\n━━ Summary');
console.log(`${pad('step', width)}  ${pad('status', 7)}  ${pad('time', 8)}  passed  failed`);
for (const r of results) {
  const time = `${r.seconds.toFixed(1)} s`;
  console.log(`${pad(r.name, width)}  ${pad(r.status, 7)}  ${pad(time, 8)}  ${pad(r.passed, 6)}  ${r.failed}`);
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || failedSteps.size > 0 ? 1 : 0);
