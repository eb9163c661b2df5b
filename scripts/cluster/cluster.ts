import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_VARIANTS, type AppVariant } from '@stat/contracts';
import { startCluster } from './start-cluster.ts';

/*
 * `npm run cluster`: the whole system on one machine as a deployment runs it (docs/deploy.md):
 * a throwaway PostgreSQL, N API instances (default 2), nginx in front on PORT (default 8080)
 * and the payment gateway's public origin on GATEWAY_PORT (default 8081). Ctrl+C stops it all.
 */
const USAGE = 'Usage: npm run cluster [-- --instances N]   (PORT, GATEWAY_PORT, APP_VARIANT, DATABASE_URL, REDIS_URL from the environment)';

function options() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { instances: { type: 'string', default: '2' } } });
  const instances = Number(values.instances);
  const variant = (process.env.APP_VARIANT ?? 'stat') as AppVariant;
  if (!Number.isInteger(instances) || instances < 1 || instances > 16 || !APP_VARIANTS.includes(variant)) throw new Error(USAGE);
  return { instances, variant };
}

async function main() {
  const { instances, variant } = options();
  const logDir = resolve('.tmp', 'cluster');
  mkdirSync(logDir, { recursive: true });
  const logs = Array.from({ length: instances }, (_, index) => createWriteStream(join(logDir, `instance-${index + 1}.log`)));
  const passOn = Object.fromEntries(['REDIS_URL', 'RATE_LIMIT_MAX', 'SEARCH_RATE_LIMIT_MAX', 'LOG_LEVEL', 'DEMO_ACCOUNTS', 'PPV_EVENT_FILE', 'MEDIA_DIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  console.log(`› starting ${instances} ${variant} instances, PostgreSQL and nginx`);
  const cluster = await startCluster({
    instances,
    variant,
    port: Number(process.env.PORT ?? 8080),
    gatewayPort: Number(process.env.GATEWAY_PORT ?? 8081),
    databaseUrl: process.env.DATABASE_URL || undefined,
    env: passOn,
    onOutput: (index, chunk) => logs[index]!.write(chunk),
  });
  console.log(`STAT (${variant}) on ${cluster.url}: nginx, round-robin over ${instances} instances`);
  for (const instance of cluster.instances) console.log(`  instance ${instance.index + 1}: ${instance.url}  (log: .tmp/cluster/instance-${instance.index + 1}.log)`);
  console.log(`  payment gateway: ${cluster.gatewayUrl}`);
  console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
  console.log('Ctrl+C stops everything.');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\n› stopping');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
