import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppVariant } from '@stat/contracts';
import { freePort, startApiServer, waitForHealth } from '../../e2e/support/api-server.mjs';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { nginxConfig } from './nginx-config.ts';

export interface ClusterOptions {
  /** API instances behind nginx (default 2). */
  instances?: number;
  /** The port viewers use; 0 picks a free one. */
  port?: number;
  /** The port of the payment gateway's public origin; 0 picks a free one. */
  gatewayPort?: number;
  variant?: AppVariant;
  /** An existing PostgreSQL; unset, a throwaway one is started (and removed at stop). */
  databaseUrl?: string;
  /** What every instance gets on top of the cluster's settings (REDIS_URL, LOG_LEVEL, RATE_LIMIT_MAX...). */
  env?: Record<string, string>;
  /** Where each instance's output goes; unset, it is kept for errors only. */
  onOutput?: (instance: number, chunk: Buffer) => void;
}

/** One API instance of the cluster: its own port, gateway port and DATA_DIR. */
export interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  /** Starts it (again, after a kill), and waits until it answers its health check. */
  start(): Promise<void>;
  /** Sends a signal (SIGKILL: the crash of the fault tests) and waits until it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Whether its process runs. */
  running(): boolean;
  /** What it printed since its last start. */
  output(): string;
}

export interface Cluster {
  /** The site, through nginx (PUBLIC_URL). */
  url: string;
  /** The payment gateway's public origin, through nginx (GATEWAY_PUBLIC_URL). */
  gatewayUrl: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  /** The throwaway PostgreSQL, when the cluster started one: the fault tests restart it. */
  postgres: ThrowawayPostgres | null;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;
/** Debian's nginx: in /usr/sbin, which is not on every user's PATH. */
const NGINX = '/usr/sbin/nginx';

/** Starts nginx in the foreground of a child process on `configFile`; fails if it exits at start. */
async function startNginx(prefix: string, configFile: string): Promise<ChildProcess> {
  const nginx = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const failed = once(nginx, 'exit').then(() => {
    throw new Error(`nginx exited at start: ${errors.trim() || 'see its error log'}`);
  });
  // nginx has no readiness signal in the foreground: its error output or exit in the first half
  // second is a failed start (a port in use, a bad configuration).
  await Promise.race([failed, sleep(500)]);
  failed.catch(() => undefined);
  return nginx;
}

/**
 * The whole system on one machine, as a deployment runs it: a PostgreSQL (throwaway unless
 * given), N API instances each with its own port, DATA_DIR and gateway, and nginx in front,
 * round-robin with no sticky sessions, `X-Forwarded-*` set and TRUST_PROXY on. Every instance
 * shares one content key-encryption key, as a real deployment's would come from its secrets.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const variant = options.variant ?? 'stat';
  const dir = mkdtempSync(join(tmpdir(), 'stat-cluster-'));
  const postgres = options.databaseUrl ? null : await startThrowawayPostgres({ durable: true });
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  const port = options.port || (await freePort());
  const gatewayPort = options.gatewayPort || (await freePort());
  const url = `http://localhost:${port}`;
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const contentKek = options.env?.CONTENT_KEK ?? randomBytes(32).toString('hex');
  const stops: (() => Promise<unknown>)[] = [async () => postgres?.stop(), async () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };

  try {
    const upstreams = await Promise.all(Array.from({ length: count }, async () => ({ port: await freePort(), gatewayPort: await freePort() })));
    const instances = upstreams.map((upstream, index): ClusterInstance => {
      const dataDir = join(dir, `instance-${index + 1}`);
      mkdirSync(dataDir);
      let server: ReturnType<typeof startApiServer> | null = null;
      const env = {
        APP_VARIANT: variant,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        CONTENT_KEK: contentKek,
        PUBLIC_URL: url,
        GATEWAY_PORT: String(upstream.gatewayPort),
        GATEWAY_PUBLIC_URL: gatewayUrl,
        // nginx on the loopback is the one proxy in front: its X-Forwarded-For is believed.
        TRUST_PROXY: '127.0.0.1',
        ...options.env,
      };
      return {
        index,
        port: upstream.port,
        url: `http://127.0.0.1:${upstream.port}`,
        async start() {
          server = startApiServer({ port: upstream.port, env, onOutput: (chunk: Buffer) => options.onOutput?.(index, chunk) });
          await waitForHealth(server, 90_000);
        },
        async kill(signal = 'SIGKILL') {
          if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
          server.child.kill(signal);
          await server.exited;
        },
        running: () => server !== null && server.child.exitCode === null && server.child.signalCode === null,
        output: () => server?.output() ?? '',
      };
    });
    stops.push(() => Promise.all(instances.map((instance) => instance.kill('SIGTERM'))));
    // All at once, as a deployment's instances start: migrations and the first seeding take turns.
    await Promise.all(instances.map((instance) => instance.start()));

    const prefix = join(dir, 'nginx');
    mkdirSync(prefix);
    const configFile = join(prefix, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({ port, gatewayPort, upstreams, prefix, asRoot }));
    const nginx = await startNginx(prefix, configFile);
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    });
    return { url, gatewayUrl, databaseUrl, instances, postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
