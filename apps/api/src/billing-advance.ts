import { parseArgs } from 'node:util';
import { formatPrice } from '@stat/contracts';
import { readWebhookKey } from './areas/billing/webhook-key.ts';
import { readGatewayAddress, type GatewayAddress } from './areas/payment-gateway/gateway-address-file.ts';
import { createGatewayClock } from './areas/payment-gateway/gateway-clock.ts';
import { RECURLY_API_VERSION } from './areas/payment-gateway/recurly-api/recurly-api-plugin.ts';
import { reportAnswer } from './areas/payment-gateway/recurly-api/clock-routes.ts';
import { createRenewalsJob } from './areas/payment-gateway/renewals/renewals-job.ts';
import { createWebhookOutbox } from './areas/payment-gateway/renewals/webhook-outbox.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createServerSecretsRepository } from './db/server-secrets-repository.ts';
import { MIGRATIONS_DIR } from './paths.ts';

/*
 * `npm run billing:advance -- --days N`: moves the embedded payment gateway's clock N days forward
 * and runs what falls due (renewals, trial conversions, dunning retries, expiries, webhooks), then
 * prints what it ran. While the server runs, through its gateway (found in DATA_DIR, since the
 * embedded database is the server's alone); otherwise on the database itself, the webhooks then
 * waiting for the server's next start.
 */

type Report = ReturnType<typeof reportAnswer>;
const DAY_MS = 24 * 60 * 60 * 1000;
const USAGE = 'Usage: npm run billing:advance -- --days <N>   (N days forward, fractions allowed, up to 3650)';

class UsageError extends Error {}

function daysOf(argv: string[]): number {
  let given: string | undefined;
  try {
    given = parseArgs({ args: argv, options: { days: { type: 'string' } }, strict: true }).values.days;
  } catch {
    throw new UsageError(USAGE);
  }
  const days = Number(given);
  if (given === undefined || !Number.isFinite(days) || days < 0 || days > 3650) throw new UsageError(USAGE);
  return days;
}

/** Through the running server's gateway: its clock route, with its private key. Null when no server answers there. */
async function advanceThroughServer(address: GatewayAddress, days: number): Promise<Report | null> {
  let response: Response;
  try {
    response = await fetch(`${address.origin}/_embedded/clock/advance`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${address.apiKey}:`).toString('base64')}`,
        accept: `application/vnd.recurly.${RECURLY_API_VERSION}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ days }),
    });
  } catch {
    // A file left by a server that did not stop cleanly: nobody listens there.
    return null;
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`The gateway refused the clock move (HTTP ${response.status}): ${text}`);
  return JSON.parse(text) as Report;
}

/** With no server running: on the database itself (PGlite in DATA_DIR, or DATABASE_URL). */
async function advanceOnDatabase(config: AppConfig, days: number): Promise<Report> {
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    const clock = createGatewayClock(database.db);
    const renewals = createRenewalsJob({
      db: database.db,
      clock,
      outbox: createWebhookOutbox(database.db, clock.now),
      webhookKey: await readWebhookKey(createServerSecretsRepository(database.db), config.recurlyWebhookKey),
      // No API listens: the webhooks wait in the gateway's tables for the server's next start.
      endpoint: () => null,
      onError: (error) => console.error(error),
    });
    await clock.advance(Math.round(days * DAY_MS));
    return reportAnswer(await renewals.runDue());
  } finally {
    await database.close();
    release();
  }
}

function print(days: number, report: Report, throughServer: boolean) {
  console.log(`Gateway clock moved ${days} day${days === 1 ? '' : 's'} forward: it is now ${report.now}.`);
  if (report.events.length === 0) console.log('Nothing fell due.');
  for (const event of report.events) {
    const amount = event.amountCents === null ? '' : ` ${formatPrice(event.amountCents)}`;
    console.log(`  ${event.kind.padEnd(16)} account ${event.accountCode}  ${event.planCode ?? ''}${amount}  (due ${event.dueAt})`);
  }
  const pending = throughServer ? '' : ' (the server delivers the rest when it starts)';
  console.log(`Webhooks: ${report.webhooks.delivered} delivered, ${report.webhooks.failed} to retry${pending}.`);
}

async function main(): Promise<number> {
  const days = daysOf(process.argv.slice(2));
  const config = loadConfig();
  if (config.variant !== 'ott' || config.recurly) {
    throw new UsageError('billing:advance moves the embedded payment gateway’s clock: the ott variant without RECURLY_API_KEY (Recurly keeps its own time).');
  }
  const address = await readGatewayAddress(config.dataDir);
  const viaServer = address ? await advanceThroughServer(address, days) : null;
  print(days, viaServer ?? (await advanceOnDatabase(config, days)), viaServer !== null);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
    else console.error(`billing:advance failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
