import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VARIANTS } from '@stat/contracts';
import { makeMedia } from '@stat/media';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { repoRoot, startApiServer, waitForHealth } from './support/api-server.mjs';
import { startCluster, type Cluster } from '../scripts/cluster/start-cluster.ts';
import { CLUSTER_SEARCHES_PER_MINUTE } from './support/cluster.ts';
import { E2E_CLUSTER_PORTS, E2E_PORTS, databaseUrlEnv, dataDirEnv } from './support/ports.ts';
import { E2E_MEDIA_DIR } from './support/media-dir.ts';
import { warmHomeArtwork } from './support/warm-artwork.ts';

const logDir = join(repoRoot, '.tmp', 'e2e');

/**
 * Starts a throwaway PostgreSQL cluster with one database per variant, and one API server per
 * variant serving its built web app; and per variant a cluster of two instances behind nginx
 * (npm run cluster's pieces) on a database of its own, for the journeys across instances.
 * Server logs go to .tmp/e2e/. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(logDir, { recursive: true });
  // The sample clips the servers package (made once, then kept: the pipeline skips what is done).
  await makeMedia({ mediaDir: E2E_MEDIA_DIR });
  const cluster = await startThrowawayPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'stat-e2e-'));
  const servers: ReturnType<typeof startApiServer>[] = [];
  const clusters: Cluster[] = [];
  const teardown = async () => {
    await Promise.all([...servers.map((s) => s.stop()), ...clusters.map((c) => c.stop())]);
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = Object.fromEntries(await Promise.all(APP_VARIANTS.map(async (variant) => [variant, await cluster.createDatabase(`e2e_${variant}`)] as const)));
    for (const variant of APP_VARIANTS) {
      const url = urls[variant]!;
      // Workers start after global setup and inherit this environment.
      const variantDataDir = join(dataDir, variant);
      process.env[databaseUrlEnv(variant)] = url;
      process.env[dataDirEnv(variant)] = variantDataDir;
      const log = createWriteStream(join(logDir, `server-${variant}.log`));
      const server = startApiServer({
        port: E2E_PORTS[variant],
        // Every test browser comes from 127.0.0.1: the per-address limit meant for one viewer's
        // household would throttle the whole suite (the limit itself is tested in the API's security.test.ts);
        // likewise the accounts one address may create (the subscribe journeys each make one).
        env: { APP_VARIANT: variant, DATABASE_URL: url, DATA_DIR: variantDataDir, MEDIA_DIR: E2E_MEDIA_DIR, RATE_LIMIT_MAX: '100000', ACCOUNT_CREATIONS_PER_HOUR: '1000',
          // Each variant has its own database here, so stat's migration puts direct accounts in ott's (as a direct service running apart).
          ...(variant === 'stat' ? { MIGRATION_DATABASE_URL: urls.ott } : {}) },
        onOutput: (chunk) => log.write(chunk),
      });
      servers.push(server);
    }
    // E2E_CLUSTERS=off when running journeys that do not need them (the cluster projects then fail
    // to connect): four instances fewer to start on a small machine.
    const clusterVariants = process.env.E2E_CLUSTERS === 'off' ? [] : APP_VARIANTS;
    const startingClusters = clusterVariants.map(async (variant) => {
      const databaseUrl = await cluster.createDatabase(`e2e_${variant}_cluster`);
      process.env[databaseUrlEnv(variant, true)] = databaseUrl;
      const log = createWriteStream(join(logDir, `cluster-${variant}.log`));
      const started = await startCluster({
        variant,
        databaseUrl,
        port: E2E_CLUSTER_PORTS[variant].site,
        gatewayPort: E2E_CLUSTER_PORTS[variant].gateway,
        // The same lifts as the single servers', but searches: the journey across instances counts them.
        env: { MEDIA_DIR: E2E_MEDIA_DIR, RATE_LIMIT_MAX: '100000', ACCOUNT_CREATIONS_PER_HOUR: '1000', SEARCH_RATE_LIMIT_MAX: String(CLUSTER_SEARCHES_PER_MINUTE) },
        onOutput: (instance, chunk) => log.write(`[${instance + 1}] ${chunk.toString('utf8')}`),
      });
      clusters.push(started);
    });
    await Promise.all([...servers.map((s) => waitForHealth(s)), ...startingClusters]);
    await Promise.all(APP_VARIANTS.map((variant) => warmHomeArtwork(`http://localhost:${E2E_PORTS[variant]}`)));
  } catch (error) {
    await teardown();
    throw new Error(`e2e global setup failed (server logs in ${logDir}): ${String(error)}`);
  }
  return teardown;
}
