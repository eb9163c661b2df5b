// Issue 28's figures: the whole system as `npm run cluster` starts it (a throwaway PostgreSQL, N
// API instances, nginx in front, round-robin, no sticky sessions), once with 1 instance and once
// with 2, ott. On each: a mixed workload of 200 concurrent clients for BENCH_CLUSTER_SECONDS (60)
// s (browse, search, start-play, the licence, progress, purchases), then the pay-per-view surge
// of issue 25 (ppv-load.mjs's, against nginx's URL), then what the surge left (double charges).
// Prints the two rows, the ratio of 2 instances to 1, and where the machine's CPU went during
// the mixed run (what limits the ratio). Figures, never pass/fail.
//
// The cluster runs as its own process (`node --import tsx scripts/cluster/cluster.ts`): the bench
// stays plain node, and SIGTERM to that process stops nginx, the instances and PostgreSQL.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { freePort, repoRoot } from '../e2e/support/api-server.mjs';
import { withPostgres } from './api-load.mjs';
import { cardTokens, insertBuyers } from './billing-load.mjs';
import { APP_HEADERS, LOAD_HEADERS, loadAverages, loadCells } from './load-row.mjs';
import { checkSurge, liveEventFile, measureSurge, prepareSurge } from './ppv-load.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS ?? 200);
const WARM_UP_SECONDS = Math.min(5, SECONDS);
/** One client's journey in ten calls; every PURCHASE_EVERY-th journey (over all clients) ends in a purchase. */
const PURCHASE_EVERY = 10;
/** Buyers made beforehand, each buys once: enough for ~20 purchases a second; when they run out the slot browses instead (counted). */
const BUYERS = Number(process.env.BENCH_CLUSTER_BUYERS ?? Math.ceil(SECONDS * 20));
const INSTANCE_COUNTS = (process.env.BENCH_CLUSTER_INSTANCES ?? '1,2').split(',').map(Number);
/** A seed movie, not free: start-play and the licence take the subscriber's path (as playback-load.mjs). */
const MOVIE_ID = 20001;
const PROGRESS_TITLES = [20001, 20002, 20003, 20004];
const MODULES_PATH = '/api/modules?supportedModules=SERIES,MOVIES,CUSTOM,BRANDED,TRAILER';
// What Chromium sends beside the web app's own headers: the answers are compressed as for a browser.
const BROWSER_HEADERS = { ...APP_HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' };
const JSON_HEADERS = { ...APP_HEADERS, 'content-type': 'application/json' };
// The limits sized for people are lifted (every client is 127.0.0.1 through nginx): the figures
// measure the routes. The shared counters are still written on every request, as in a deployment.
const CLUSTER_ENV = { APP_VARIANT: 'ott', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', SEARCH_RATE_LIMIT_MAX: '1000000000', DEMO_ACCOUNTS: 'on' };
const CLOCK_TICKS = 100;
/** `npm run media`'s output, which the e2e journeys use too: every instance reads the same clips (a deployment's shared media). */
const MEDIA_DIR = join(repoRoot, 'data', 'media');

/** Makes the media as `npm run media` does when it is not there yet (the licence's key id is in a title's manifest). */
async function ensureMedia() {
  if (existsSync(join(MEDIA_DIR, 'media.json'))) return;
  console.log(`› no media in ${MEDIA_DIR}: running npm run media's CLI (a minute or two)`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, 'packages/media/src/pipeline/media-cli.ts')], {
    cwd: repoRoot,
    env: { ...process.env, MEDIA_DIR },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * `npm run cluster` with `instances`, on free ports, as a child process; resolves once it has
 * printed where it is. `stop()` sends SIGTERM (the CLI stops nginx, the instances and its
 * PostgreSQL) and waits for it to exit.
 */
async function startClusterProcess(instances, env) {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const childEnv = { ...process.env, ...CLUSTER_ENV, MEDIA_DIR, ...env, PORT: String(port), GATEWAY_PORT: String(gatewayPort) };
  delete childEnv.DATABASE_URL; // the cluster's own throwaway PostgreSQL, durable as npm run cluster's
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/cluster.ts', '--instances', String(instances)], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  const deadline = Date.now() + 240_000;
  while (!output.includes('Ctrl+C stops everything.')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the cluster exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the cluster did not start in 240 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const site = /STAT \(\w+\) on (\S+):/.exec(output)?.[1];
  const databaseUrl = /PostgreSQL: (\S+)/.exec(output)?.[1];
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  return {
    // nginx listens on IPv4 (`listen PORT`); localhost may resolve to ::1 first.
    url: site.replace('//localhost:', '//127.0.0.1:'),
    databaseUrl,
    pid: child.pid,
    output: () => output,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    },
  };
}

/** Everything both runs need in the database, in one transaction (one commit on a durable PostgreSQL). */
async function prepare(databaseUrl, event) {
  return withPostgres(databaseUrl, async (run) => {
    await run('BEGIN');
    // The surge's first: its earlier buyers are the users whose e-mail starts buyer- at this point.
    const surge = await prepareSurge(event)(run);
    const viewers = await insertBuyers(run, CLIENTS, { entitled: true });
    const buyers = await insertBuyers(run, BUYERS);
    await run('COMMIT');
    return { surge, viewers, buyers };
  });
}

/** Search texts of 4+ letters from the seed catalogue's names (whole words and prefixes), and its series ids. */
function catalogueFacts() {
  const catalogue = JSON.parse(readFileSync(join(repoRoot, 'apps/api/seed/catalogue.json'), 'utf8'));
  const words = new Set();
  for (const item of [...catalogue.series, ...catalogue.titles]) {
    for (const word of item.name.split(/\s+/)) {
      if (!/^[A-Za-z]{5,}$/.test(word)) continue;
      words.add(word.toLowerCase());
      words.add(word.slice(0, 4).toLowerCase());
    }
  }
  return { texts: [...words].slice(0, 60), seriesIds: catalogue.series.map((s) => s.id) };
}

/** The title key's id from the manifest, as a CDM puts it in its ClearKey request (playback-load.mjs). */
async function keyIdOf(baseUrl) {
  const manifest = await (await fetch(`${baseUrl}/media/titles/${MOVIE_ID}/manifest.mpd`)).text();
  const uuid = /cenc:default_KID="([0-9a-fA-F-]{36})"/.exec(manifest)?.[1];
  if (!uuid) throw new Error(`no cenc:default_KID in the manifest of title ${MOVIE_ID}`);
  return Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
}

/**
 * The journey each client repeats, ten calls: home, a series, a quick and a paged search,
 * start-play, the licence (the token of its own start-play), three progress calls, and the
 * purchase slot (a new buyer's Premium monthly every PURCHASE_EVERY-th journey over all clients,
 * else the menu). Each journey is the next viewer's (a session each). `tally` counts answers per
 * kind of call.
 */
function journey({ viewers, buyers, tokens, kid, facts, purchases }) {
  const counters = { viewer: 0, series: 0, text: 0, journeys: 0, buyer: 0 };
  const tally = {};
  // nginx says which instance answered (X-Stat-Upstream): the spread over the instances.
  const upstreams = {};
  const count = (kind, status) => {
    const entry = (tally[kind] ??= { answers: 0, statuses: {} });
    entry.answers += 1;
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  };
  const call = (kind, build, onAnswer) => ({
    setupRequest: (request, context) => {
      const built = build(request, context);
      context.kind = built.kind ?? kind;
      return built.request;
    },
    onResponse: (status, body, context, headers) => {
      count(context.kind, status);
      const upstream = headers['X-Stat-Upstream'] ?? headers['x-stat-upstream'] ?? 'none';
      upstreams[upstream] = (upstreams[upstream] ?? 0) + 1;
      onAnswer?.(status, body, context);
    },
  });
  const get = (request, path, context) => ({ request: { ...request, method: 'GET', path, headers: { ...BROWSER_HEADERS, cookie: context.cookie }, body: undefined } });
  const requests = [
    call('browse', (request, context) => {
      context.cookie = viewers[counters.viewer++ % viewers.length];
      context.second = 60 + (counters.journeys % 3000);
      context.title = PROGRESS_TITLES[counters.journeys % PROGRESS_TITLES.length];
      return get(request, MODULES_PATH, context);
    }),
    call('browse', (request, context) => get(request, `/api/series/${facts.seriesIds[counters.series++ % facts.seriesIds.length]}`, context)),
    call('search', (request, context) => get(request, `/api/search/quick/${encodeURIComponent(facts.texts[counters.text++ % facts.texts.length])}`, context)),
    call('search', (request, context) => get(request, `/api/search/${encodeURIComponent(facts.texts[counters.text++ % facts.texts.length])}/page/1`, context)),
    call(
      'start-play',
      (request, context) => get(request, `/api/title/startplay/title/${MOVIE_ID}/format/CLEARKEY`, context),
      (status, body, context) => {
        try {
          if (status === 200) context.licencePath = JSON.parse(body).licenseUrl;
        } catch {
          // No licence path: the licence call below then fails and is counted.
        }
      },
    ),
    call('licence', (request, context) => ({
      request: {
        ...request,
        method: 'POST',
        path: context.licencePath ?? '/api/drm/clearkey/license?token=none-from-start-play',
        headers: { ...APP_HEADERS, cookie: context.cookie, 'content-type': 'application/octet-stream' },
        body: JSON.stringify({ kids: [kid], type: 'temporary' }),
      },
    })),
    call('progress', (request, context) => get(request, `/api/title/played/title/${context.title}/at/${context.second}`, context)),
    call('progress', (request, context) => get(request, `/api/title/played/title/${context.title}/at/${context.second + 10}`, context)),
    call('progress', (request, context) => get(request, `/api/title/pause/title/${context.title}/at/${context.second + 12}`, context)),
    call('purchase', (request, context) => {
      const turn = counters.journeys++;
      if (!purchases.on || turn % PURCHASE_EVERY !== 0) return { kind: 'browse', ...get(request, '/api/menu', context) };
      if (counters.buyer >= buyers.length) return { kind: 'browse (buyers ran out)', ...get(request, '/api/menu', context) };
      const index = counters.buyer++;
      return {
        request: {
          ...request,
          method: 'POST',
          path: '/api/user/subscription/bacon',
          headers: { ...JSON_HEADERS, cookie: buyers[index], 'idempotency-key': randomUUID() },
          body: JSON.stringify({ recurlyToken: tokens[index], paymentMethod: 'Card', productCode: 'STAT_PREMIUM_MONTHLY' }),
        },
      };
    }),
  ];
  return { requests, tally, upstreams };
}

/** CPU ticks (user + system) of a process, 0 once it is gone. */
function ticksOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every process with its parent and command name, from /proc. */
function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = /\((.*)\)/.exec(stat)[1];
      const ppid = Number(stat.replace(/^.*\) /, '').split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.push({ pid: Number(entry), ppid, name, cmdline });
    } catch {
      // Gone meanwhile.
    }
  }
  return table;
}

/** The pids of `root` and everything under it. */
function descendants(table, root) {
  const pids = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table) {
      if (pids.has(p.pid) || !pids.has(p.ppid)) continue;
      pids.add(p.pid);
      grew = true;
    }
  }
  return [...pids];
}

/** The machine's busy and total ticks (all cores), from /proc/stat. */
function machineTicks() {
  const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = numbers.map(Number);
  return { busy: user + nice + system + irq + softirq + steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/**
 * The groups of processes whose CPU the mixed run is read against: the API instances, nginx, this
 * bench (autocannon), the cluster's PostgreSQL (its postmaster found by the port in its command
 * line, and its backends); everything else on the machine is the rest.
 */
function processGroups(cluster) {
  const table = processTable();
  const under = descendants(table, cluster.pid);
  const pgPort = /:(\d+)\//.exec(cluster.databaseUrl)?.[1];
  const postmaster = table.find((p) => p.name === 'postgres' && p.cmdline.includes(`-p ${pgPort}`));
  return {
    'API instances': under.filter((pid) => table.find((p) => p.pid === pid)?.cmdline.includes('dist/server.js')),
    nginx: under.filter((pid) => table.find((p) => p.pid === pid)?.name === 'nginx'),
    PostgreSQL: postmaster ? descendants(table, postmaster.pid) : [],
  };
}

/** Runs `work()` and answers the share of the machine each group took meanwhile, in cores. */
async function cpuShares(cluster, work) {
  const groupsBefore = processGroups(cluster);
  const before = Object.fromEntries(Object.entries(groupsBefore).map(([group, pids]) => [group, new Map(pids.map((pid) => [pid, ticksOf(pid)]))]));
  const machineBefore = machineTicks();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallSeconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(selfBefore);
  const machineAfter = machineTicks();
  const groupsAfter = processGroups(cluster);
  const cores = {};
  for (const [group, pids] of Object.entries(groupsAfter)) {
    // Processes born during the run (PostgreSQL backends) count from 0.
    const ticks = pids.reduce((sum, pid) => sum + Math.max(0, ticksOf(pid) - (before[group]?.get(pid) ?? 0)), 0);
    cores[group] = ticks / CLOCK_TICKS / wallSeconds;
  }
  cores['bench (autocannon)'] = (self.user + self.system) / 1e6 / wallSeconds;
  const busyCores = (machineAfter.busy - machineBefore.busy) / CLOCK_TICKS / wallSeconds;
  const allCores = (machineAfter.total - machineBefore.total) / CLOCK_TICKS / wallSeconds;
  cores['everything else'] = Math.max(0, busyCores - Object.values(cores).reduce((a, b) => a + b, 0));
  return { result, cores, busyCores, allCores };
}

/** The mixed workload on a running cluster: a warm-up without purchases, then the measured run. */
async function mixedWorkload(cluster, prepared) {
  const facts = catalogueFacts();
  const kid = await keyIdOf(cluster.url);
  const tokens = await cardTokens(cluster.url, prepared.buyers.length);
  const purchases = { on: false };
  const shape = { viewers: prepared.viewers, buyers: prepared.buyers, tokens, kid, facts, purchases };
  await autocannon({ url: cluster.url, connections: CLIENTS, duration: WARM_UP_SECONDS, requests: journey(shape).requests });
  purchases.on = true;
  const { requests, tally, upstreams } = journey(shape);
  const loadBefore = loadavg()[0];
  const measured = await cpuShares(cluster, () => autocannon({ url: cluster.url, connections: CLIENTS, duration: SECONDS, requests, timeout: 30 }));
  const r = measured.result;
  return {
    loadBefore,
    loadAfter: loadavg()[0],
    requestsPerSecond: r.requests.total / Math.max(0.001, r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    statusCodes: Object.entries(r.statusCodeStats).map(([code, { count }]) => `${code} × ${count}`).join(', '),
    errors: r.errors + r.timeouts + r.non2xx,
    socketErrors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    tally,
    upstreams,
    cpu: measured,
  };
}

/** One cluster of `instances`: the mixed workload, the surge, and what the surge left. */
async function measureCluster(instances) {
  const dir = mkdtempSync(join(tmpdir(), 'stat-bench-cluster-'));
  try {
    const event = liveEventFile(dir);
    console.log(`› ${instances} instance${instances === 1 ? '' : 's'}: starting the cluster (load average ${loadAverages()})`);
    const cluster = await startClusterProcess(instances, { PPV_EVENT_FILE: event.file });
    try {
      const prepared = await prepare(cluster.databaseUrl, event);
      console.log(`  ${prepared.viewers.length} viewers, ${prepared.buyers.length} buyers, the surge's ${prepared.surge.buyers.length} + ${prepared.surge.watchers.length}; mixed workload for ${SECONDS} s`);
      const mixed = await mixedWorkload(cluster, prepared);
      console.log(`  ${Math.round(mixed.requestsPerSecond)} req/s, ${mixed.errors} errors; the surge`);
      const before = (await withPostgres(cluster.databaseUrl, checkSurge))[0][1];
      const surge = await measureSurge(cluster.url, prepared.surge, event);
      // The surge's purchases are answered when its burst ends; what they left is read then.
      const after = (await withPostgres(cluster.databaseUrl, checkSurge))[0][1];
      const check = { purchases: after.purchases - before.purchases, charges: after.charges - before.charges, twice: after.twice, pending: after.pending };
      return { instances, mixed, surge, check };
    } catch (error) {
      console.log(`  the cluster said:\n${cluster.output()}`);
      throw error;
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cores = (n) => n.toFixed(2);

export async function clusterSection({ printTable }) {
  console.log(
    `\n== The cluster (issue 28): npm run cluster (nginx round-robin, PostgreSQL, ott) with ${INSTANCE_COUNTS.join(' and ')} API instance(s); ` +
      `${CLIENTS} clients, ${SECONDS} s mixed workload, then the pay-per-view surge`,
  );
  await ensureMedia();
  const runs = [];
  for (const instances of INSTANCE_COUNTS) runs.push(await measureCluster(instances));

  const label = (run) => `${run.instances} instance${run.instances === 1 ? '' : 's'}`;
  console.log(
    `\nMixed workload: ${CLIENTS} clients (autocannon connections to nginx), ${SECONDS} s after ${WARM_UP_SECONDS} s unmeasured; each client repeats a ` +
      `journey of 10 calls: GET modules, GET series/{id}, GET search/quick/{text}, GET search/{text}/page/1, GET title/startplay (title ${MOVIE_ID}, ClearKey), ` +
      `POST the licence (its start-play's token), GET title/played ×2 and title/pause, and every ${PURCHASE_EVERY}th journey POST user/subscription/bacon ` +
      `(a new buyer, Premium monthly, a gateway card token; otherwise GET menu). A new viewer's session each journey.`,
  );
  printTable(
    ['instances', 'req/s', 'p50', 'p99', 'errors', 'status codes', 'purchases (2xx)', 'load before → after'],
    runs.map((run) => {
      const m = run.mixed;
      const bought = m.tally.purchase?.statuses;
      return [
        label(run),
        Math.round(m.requestsPerSecond),
        `${m.p50} ms`,
        `${m.p99} ms`,
        `${m.errors} (${m.socketErrors} socket, ${m.timeouts} timeouts, ${m.non2xx} non-2xx)`,
        m.statusCodes,
        bought ? Object.entries(bought).filter(([code]) => code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0) : 0,
        `${m.loadBefore.toFixed(1)} → ${m.loadAfter.toFixed(1)}`,
      ];
    }),
  );
  console.log('Per call (answers by status):');
  const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.mixed.tally)))];
  printTable(
    ['instances', ...kinds],
    runs.map((run) => [label(run), ...kinds.map((kind) => Object.entries(run.mixed.tally[kind]?.statuses ?? {}).map(([code, n]) => `${code} × ${n}`).join(', '))]),
  );
  for (const run of runs) {
    const spread = Object.entries(run.mixed.upstreams).map(([upstream, n]) => `${upstream} × ${n}`).join(', ');
    console.log(`Answered by (nginx's X-Stat-Upstream), ${label(run)}: ${spread}`);
  }
  const one = runs.find((run) => run.instances === 1);
  const two = runs.find((run) => run.instances === 2);
  if (one && two) {
    console.log(
      `Ratio, 2 instances to 1: ${(two.mixed.requestsPerSecond / one.mixed.requestsPerSecond).toFixed(2)} × the req/s ` +
        `(p50 ${two.mixed.p50} vs ${one.mixed.p50} ms, p99 ${two.mixed.p99} vs ${one.mixed.p99} ms).`,
    );
  }
  console.log(`\nWhere the CPU went during the measured ${SECONDS} s, in cores (the machine has ${cores(runs[0].mixed.cpu.allCores)}):`);
  const groups = Object.keys(runs[0].mixed.cpu.cores);
  printTable(
    ['instances', 'machine busy', ...groups, 'API CPU per request'],
    runs.map((run) => [
      label(run),
      cores(run.mixed.cpu.busyCores),
      ...groups.map((group) => cores(run.mixed.cpu.cores[group] ?? 0)),
      `${((run.mixed.cpu.cores['API instances'] * 1000) / run.mixed.requestsPerSecond).toFixed(2)} ms`,
    ]),
  );
  console.log('(everything else: the cluster CLI, the kernel\'s share not charged to a process, and the other work on this shared machine.)');
  if (one && two) {
    const apiOne = one.mixed.cpu.cores['API instances'];
    const apiTwo = two.mixed.cpu.cores['API instances'];
    const others = (run) => run.mixed.cpu.busyCores - run.mixed.cpu.cores['API instances'];
    console.log(
      `What limits the ratio: with 1 instance its one Node process used ${cores(apiOne)} cores (a Node process runs its JavaScript on one) ` +
        `while the machine was ${cores(one.mixed.cpu.busyCores)} of ${cores(one.mixed.cpu.allCores)} busy; with 2, the instances got ${cores(apiTwo)} cores ` +
        `between them because PostgreSQL, nginx, the load generator and the rest took ${cores(others(two))} and the machine was ${cores(two.mixed.cpu.busyCores)} busy. ` +
        `A second instance can only add the cores nobody else uses; here that is ${cores(Math.max(0, apiTwo - apiOne))}.`,
    );
  }

  console.log(`\nPay-per-view surge (ppv-load.mjs's measureSurge) against nginx, after the mixed run:`);
  printTable(['instances', ...LOAD_HEADERS.slice(1)], runs.flatMap((run) => run.surge.map(([route, r]) => [label(run), route, r])).map(loadCells));
  printTable(
    ['instances', 'purchases paid', 'gateway charges', 'accounts charged twice', 'double charges', 'claims left pending'],
    runs.map((run) => [label(run), run.check.purchases, run.check.charges, run.check.twice, run.check.charges - run.check.purchases, run.check.pending]),
  );
  console.log(
    '(the first column is the instances behind nginx here; errors: connection errors, timeouts and non-2xx answers. Purchases and charges are ' +
      'the surge\'s; accounts charged twice counts the whole run, the mixed workload\'s subscription purchases too. Double charges must be 0.)',
  );
  console.log(`Load average ${loadAverages()} at the end.`);
}
