// The fuzz run of issue 28 section 3 at bench size: apps/api/src/fuzz/openapi-fuzz.test.ts with
// FUZZ_CASES=20000 (both variants together), on PGlite and on PostgreSQL, one vitest process
// each. Prints per variant the cases run, the failures (fast-check stops at the first and shrinks
// it, so 0 or 1, with the command that replays it) and the time the cases took, plus each run's
// whole time (app start-up and catalogue import included). `node bench/fuzz.mjs`; FUZZ_CASES and
// FUZZ_SEED override the size and the seed. Figures, never pass/fail: the exit code is 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_FILE = 'apps/api/src/fuzz/openapi-fuzz.test.ts';

/** One vitest run of the fuzz file; resolves with the test's report and the run's wall time. */
function runFuzz(database, cases) {
  const dir = mkdtempSync(join(tmpdir(), 'stat-fuzz-bench-'));
  const report = join(dir, 'report.json');
  const env = { ...process.env, FUZZ_CASES: String(cases), FUZZ_REPORT: report, ...(database === 'postgres' ? { TEST_DATABASE: 'postgres' } : {}) };
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', TEST_FILE], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      let variants = [];
      try {
        variants = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // No report: vitest failed before the tests ran (its stderr is above).
      }
      rmSync(dir, { recursive: true, force: true });
      done({ database, exitCode: code, seconds: (performance.now() - started) / 1000, variants });
    });
  });
}

/** Runs the fuzz file at `cases` on each database and prints one line per variant. */
export async function fuzzSection({ cases = Number(process.env.FUZZ_CASES ?? 20_000) } = {}) {
  console.log(`\nFuzz run (issue 28 section 3): ${cases} cases per database, seed ${process.env.FUZZ_SEED ?? 'the default'}`);
  for (const database of ['pglite', 'postgres']) {
    const run = await runFuzz(database, cases);
    for (const variant of run.variants) {
      const rate = Math.round(variant.cases / (variant.ms / 1000));
      console.log(`  ${database.padEnd(8)} ${variant.variant.padEnd(4)}  cases ${variant.cases}  failures ${variant.failures}  ${(variant.ms / 1000).toFixed(1)} s (${rate}/s)  statuses ${JSON.stringify(variant.statuses)}`);
      if (variant.replay) console.log(`    replay: ${variant.replay}`);
    }
    if (run.variants.length === 0) console.log(`  ${database.padEnd(8)} no report (vitest exited with ${run.exitCode})`);
    console.log(`  ${database.padEnd(8)} whole run ${run.seconds.toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await fuzzSection();
