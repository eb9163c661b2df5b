import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { runIfClaimed } from '../../db/claim-job-run.ts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import type { PlansFile } from '../billing/plans-file.ts';
import { createTokensRepository } from './browser/tokens-repository.ts';
import { buildGatewayApp } from './gateway-app.ts';
import { createGatewayClock, type GatewayClock } from './gateway-clock.ts';
import { readGatewayKeys, type GatewayKeys } from './gateway-keys.ts';
import type { GatewayTokenStore } from './gateway-token.ts';
import { createCatalogRepository, type ChargeCoupon } from './recurly-api/catalog-repository.ts';
import { createIdempotencyRepository } from './recurly-api/idempotency-repository.ts';
import { createRenewalsJob, type RenewalsJob } from './renewals/renewals-job.ts';
import { createWebhookOutbox, type WebhookEndpoint } from './renewals/webhook-outbox.ts';
import { seedDemoBilling, type DemoBillingAccount } from './seed-demo-billing.ts';

export type { DemoBillingAccount } from './seed-demo-billing.ts';
export type { ChargeCoupon } from './recurly-api/catalog-repository.ts';

const SWEEP_MS = 60 * 60 * 1000;
/** How often the renewals job looks for what fell due (and webhooks to deliver or retry). */
export const RENEWALS_EVERY_MS = 60 * 1000;

/** The gateway's port is taken: one line for the operator, as the server's own port gives. */
export class GatewayPortInUseError extends Error {
  override name = 'GatewayPortInUseError';
}

export interface StartGatewayOptions {
  config: Pick<AppConfig, 'host' | 'gatewayPort' | 'publicUrl'> & Partial<Pick<AppConfig, 'gatewayPublicUrl'>>;
  database: Database;
  /** What is on sale: upserted into the gateway's tables before it listens. */
  plans: PlansFile;
  /** Coupons off one-time charges (the pay-per-view event file's), seeded with the plans file's. */
  chargeCoupons?: readonly ChargeCoupon[];
  logger?: FastifyBaseLogger;
  tokens?: GatewayTokenStore;
  /** The demo accounts billed directly (DEMO_ACCOUNTS): given real records here once (seed-demo-billing.ts), paid by a token in the browser side's table. */
  demoBilling?: readonly DemoBillingAccount[];
  /** Real time by default; tests give their own. The gateway's clock adds its stored offset. */
  now?: () => Date;
  /** The key webhook notifications are signed with (the API checks them with the same). */
  webhookKey: string;
  /** How often the renewals job runs by itself; null: only when asked (tests run it by hand). */
  renewalsEveryMs?: number | null;
}

/** The embedded gateway, listening. */
export interface RunningGateway {
  /** Where the server's recurly client reaches it (loopback when it listens on every interface). */
  internalOrigin: string;
  /** Where browsers reach it: GATEWAY_PUBLIC_URL, else PUBLIC_URL's scheme and host with the gateway's port. */
  publicOrigin: string;
  keys: GatewayKeys;
  clock: GatewayClock;
  /** Runs what is due (renewals, retries, expiries, webhook deliveries); `billing:advance` calls it through the clock route. */
  renewals: RenewalsJob;
  /** Where webhooks go: the API, once it listens. Until then they wait in the gateway's tables. */
  deliverWebhooksTo(endpoint: WebhookEndpoint): void;
  close(): Promise<void>;
}

/** A literal address as a URL host: IPv6 in brackets, an unspecified address as the loopback one. */
export function reachableHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * Seeds the gateway from the plans file (and the demo accounts' billing, when given), then starts
 * it on the server's host and GATEWAY_PORT (0: a free port). Expired tokens and idempotency keys
 * are swept at start and hourly; the renewals job runs every RENEWALS_EVERY_MS.
 */
export async function startGateway({ config, database, plans, chargeCoupons, logger, tokens, demoBilling = [], now: base, webhookKey, renewalsEveryMs = RENEWALS_EVERY_MS }: StartGatewayOptions): Promise<RunningGateway> {
  const keys = await readGatewayKeys(createServerSecretsRepository(database.db));
  const clock = createGatewayClock(database.db, base);
  await clock.refresh();
  const { now } = clock;
  await createCatalogRepository(database.db, now).seed(plans, chargeCoupons);
  const idempotency = createIdempotencyRepository(database.db, clock.wallClock);
  const tokenRows = createTokensRepository(database.db, clock.wallClock);
  const sweepExpired = () => Promise.all([idempotency.deleteExpired(), tokenRows.deleteExpired()]);
  await sweepExpired();
  const appOrigin = new URL(config.publicUrl).origin;
  let endpoint: WebhookEndpoint | null = null;
  const outbox = createWebhookOutbox(database.db, now);
  const renewals = createRenewalsJob({
    db: database.db,
    clock,
    outbox,
    webhookKey,
    endpoint: () => endpoint,
    onError: (error) => logger?.warn({ err: error }, 'renewals run failed'),
  });
  const app = await buildGatewayApp({ db: database.db, keys, appOrigin, logger, tokens, clock, renewals, outbox });
  if (demoBilling.length) {
    const seeded = await seedDemoBilling(app, { apiKey: keys.apiKey, tokens: tokenRows, accounts: demoBilling, now });
    app.log.info({ seeded }, 'demo billing accounts');
  }
  await app.listen({ port: config.gatewayPort, host: config.host }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new GatewayPortInUseError(`GATEWAY_PORT ${config.gatewayPort} on ${config.host} is already in use. Choose another GATEWAY_PORT, or 0 for a free one.`);
  });
  const { address, port } = app.server.address() as AddressInfo;
  const publicOrigin = new URL(config.publicUrl);
  publicOrigin.port = String(port);

  // The hourly sweep and the renewals' tick run on one instance per period (the first to claim
  // it); renewals are each charged once anyway (FOR UPDATE SKIP LOCKED), this spares the polling.
  const sweep = setInterval(() => {
    runIfClaimed(database.db, 'gateway-sweep', SWEEP_MS, sweepExpired).catch((error: unknown) => app.log.warn({ err: error }, 'expired token and idempotency key sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  const tick =
    renewalsEveryMs === null
      ? null
      : setInterval(() => {
          runIfClaimed(database.db, 'gateway-renewals', renewalsEveryMs, async () => renewals.deliverSoon()).catch((error: unknown) => logger?.warn({ err: error }, 'renewals tick failed'));
        }, renewalsEveryMs);
  tick?.unref();

  return {
    internalOrigin: `http://${reachableHost(address)}:${port}`,
    publicOrigin: config.gatewayPublicUrl ?? publicOrigin.origin,
    keys,
    clock,
    renewals,
    deliverWebhooksTo(target) {
      endpoint = target;
      // What fell due while the server was down, and webhooks an earlier run could not deliver.
      renewals.deliverSoon();
    },
    async close() {
      clearInterval(sweep);
      if (tick) clearInterval(tick);
      // A run under way finishes before the database closes under it.
      await renewals.idle();
      await app.close();
    },
  };
}
