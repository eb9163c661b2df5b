import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readOrCreateKekFile } from './areas/playback/content-key-wrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { createFlagStore } from './areas/flags/flag-store.ts';
import { FlagFileError } from './areas/flags/flagd-file.ts';
import { createLogger } from './logger.ts';
import { createArtworkCache } from './areas/catalogue/artwork/artwork-cache.ts';
import { createMailer } from './lib/mailer.ts';
import { deleteExpiredOidcPayloads } from './areas/sign-in/idp/oidc-adapter.ts';
import { MIGRATIONS_DIR, SEED_DIR } from './paths.ts';
import { createDeviceAuthorizationsRepository } from './areas/devices/device-authorizations-repository.ts';
import { createPasswordResetsRepository } from './areas/accounts/password-resets-repository.ts';
import { createIdempotencyRepository } from './plugins/idempotency-repository.ts';
import { createSessionsRepository } from './plugins/sessions-repository.ts';
import { createSignInFailuresRepository } from './areas/sign-in/sign-in-failures-repository.ts';
import { createCaptchaSolutionsRepository } from './areas/captcha/captcha-solutions-repository.ts';
import { createSignInTransactionsRepository } from './areas/sign-in/sign-in-transactions-repository.ts';
import { applyDemoIdentities, DEMO_IDENTITY_FILES } from './areas/accounts/demo-identities.ts';
import { directlyBilledAccounts } from './areas/accounts/seed-direct-accounts.ts';
import { loadDictionary } from './areas/start-up/load-dictionary.ts';
import { SeedError } from './lib/read-seed-file.ts';
import { loadHomeModal } from './areas/start-up/load-home-modal.ts';
import { loadProviders } from './areas/providers/load-providers.ts';
import { loadPlansFile } from './areas/billing/plans-file.ts';
import { loadPaywallFile } from './areas/billing/paywall-file.ts';
import { createPpvClockRepository } from './areas/ppv/ppv-clock-repository.ts';
import { createPpvStore } from './areas/ppv/ppv-store.ts';
import { loadPartnersFile, PARTNERS_FILE } from './areas/billing/partners-file.ts';
import { seedCatalogueIfEmpty } from './areas/catalogue/seed-catalogue-if-empty.ts';
import { createPayments } from './areas/payment-gateway/create-payments.ts';
import { GatewayPortInUseError, reachableHost, startGateway, type RunningGateway } from './areas/payment-gateway/start-gateway.ts';
import { removeGatewayAddress, writeGatewayAddress } from './areas/payment-gateway/gateway-address-file.ts';
import { operatorAddressFile } from './lib/operator-address-file.ts';
import { httpWebhookEndpoint } from './areas/payment-gateway/renewals/webhook-outbox.ts';
import { readWebhookKey } from './areas/billing/webhook-key.ts';
import { createServerSecretsRepository } from './db/server-secrets-repository.ts';
import { openRateLimitCounters, RedisUnreachableError } from './plugins/rate-limit-counters.ts';
import { runIfClaimed } from './db/claim-job-run.ts';
import type { AddressInfo } from 'node:net';

const EXPIRED_SESSIONS_SWEEP_MS = 60 * 60 * 1000;

class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/** Problems the operator can fix: one clear line, no stack trace. */
const OPERATOR_ERRORS = [ConfigError, LockedError, SeedError, FlagFileError, PortInUseError, GatewayPortInUseError, RedisUnreachableError];

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const dictionary = await loadDictionary(config.dictionaryFile, config.publicUrl);
  const providers = await loadProviders(config.providersFile, config.publicUrl, dictionary);
  const homeModal = await loadHomeModal(config.homeModalFile, config.publicUrl);
  const plans = await loadPlansFile(config.plansFile);
  const paywall = await loadPaywallFile(config.paywallFile);
  const partners = await loadPartnersFile(PARTNERS_FILE, plans);
  const flagStore = createFlagStore(config.flagsFile, log);
  const { database, release } = await openDatabase(config, log);
  log.info({ kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database open');
  let gateway: RunningGateway | null = null;

  try {
    const applied = await migrate(database, MIGRATIONS_DIR);
    log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    // The demo identities (DEMO_ACCOUNTS): rows already stored are left as they are; off, removed.
    const demo = await applyDemoIdentities(database.db, { enabled: config.demoAccounts, variant: config.variant, providers });
    if (demo.added.tvSubscribers.length) log.info({ added: demo.added.tvSubscribers.length }, 'TV provider subscribers seeded');
    if (demo.added.directAccounts.length) log.info({ added: demo.added.directAccounts.length }, 'direct accounts seeded');
    if (demo.removed.tvSubscribers.length + demo.removed.directAccounts.length) log.info(demo.removed, 'demo identities removed (DEMO_ACCOUNTS is off)');
    if (!config.demoAccounts) log.info('no demo identities (DEMO_ACCOUNTS is off)');
    const catalogue = await seedCatalogueIfEmpty(database, join(SEED_DIR, 'catalogue.json'));
    if (catalogue) log.info(catalogue, 'seed catalogue imported (the database had none)');
    // The event file, and the clock and incident every instance reads from the database.
    const ppvStore = await createPpvStore(config.ppvEventFile, createPpvClockRepository(database.db), log);

    const sessions = createSessionsRepository(database.db);
    const signInTransactions = createSignInTransactionsRepository(database.db);
    const signInFailures = createSignInFailuresRepository(database.db);
    const deviceAuthorizations = createDeviceAuthorizationsRepository(database.db);
    const passwordResets = createPasswordResetsRepository(database.db);
    const rateLimit = await openRateLimitCounters(config.redisUrl, database, log);
    // Once an hour across every instance: the first to claim the hour sweeps.
    const sweepExpired = () =>
      runIfClaimed(database.db, 'expired-row-sweep', EXPIRED_SESSIONS_SWEEP_MS, sweepAll).catch((error: unknown) => log.warn({ err: error }, 'expired-row sweep failed'));
    const sweepAll = () =>
      Promise.all([
        sessions.deleteExpired().then((removed) => removed && log.info({ removed }, 'expired sessions removed')),
        // Abandoned sign-ins, device codes and reset links, the identity provider's expired rows,
        // guessing counts (passwords and device codes) older than a day.
        signInTransactions.deleteExpired(),
        deviceAuthorizations.deleteExpired(),
        passwordResets.deleteExpired(),
        // Money calls' idempotency keys, 24 hours after their answer.
        createIdempotencyRepository(database.db).deleteExpired(),
        deleteExpiredOidcPayloads(database.db),
        signInFailures.deleteOlderThan(new Date(Date.now() - 24 * 60 * 60 * 1000)),
        // Captcha solutions once their challenge has expired.
        createCaptchaSolutionsRepository(database.db).deleteExpired(),
        // The request limits' counters whose window has ended.
        rateLimit.sweep(),
      ]);
    await sweepExpired();
    const sweep = setInterval(sweepExpired, EXPIRED_SESSIONS_SWEEP_MS);
    sweep.unref();

    const artworkCache = createArtworkCache(join(config.dataDir, 'artwork'));
    if (!config.contentKek && database.kind === 'postgres') {
      // Content keys are wrapped with it in the shared database: another instance's own file could not open them.
      log.warn('CONTENT_KEK is unset: this instance wraps content keys with its own DATA_DIR/content-kek; set the same CONTENT_KEK on every instance to run more than one (docs/deploy.md)');
    }
    const kek = config.contentKek ?? (await readOrCreateKekFile(join(config.dataDir, 'content-kek')));
    const playback = { kek, mediaBaseUrl: config.mediaBaseUrl, mediaDir: config.mediaDir, drm: config.drm };
    const mailer = createMailer(config, log);
    // Both variants sell (ott its plans and the pay-per-view, stat the pay-per-view): through
    // Recurly with RECURLY_API_KEY, else through the embedded gateway, which listens (on its own
    // port) before the app is built, since the app's client and CSP need its origin.
    const webhookKey = await readWebhookKey(createServerSecretsRepository(database.db), config.recurlyWebhookKey);
    if (!config.recurly) {
      // The demo accounts billed directly (ott) get their payment records there (subscriber@stat.test).
      const demoBilling = config.demoAccounts && config.variant === 'ott' ? await directlyBilledAccounts(database.db, DEMO_IDENTITY_FILES.directAccounts) : [];
      const chargeCoupons = ppvStore.current(Date.now()).event.coupons;
      gateway = await startGateway({ config, database, plans, chargeCoupons, demoBilling, logger: log.child({ name: 'payment-gateway' }), webhookKey });
      log.info({ origin: gateway.publicOrigin }, 'payment gateway ready');
    }
    const payments = createPayments(config, gateway);
    // The key of the operator's commands to this running server (npm run newsletter, npm run ppv), new at every start.
    const operatorKey = randomBytes(32).toString('base64url');
    const app = await buildApp({ config, database, dictionary, providers, homeModal, plans, partners, paywall, ppvStore, ppvCreditsEveryMs: 60_000, statusAllClearEveryMs: 15_000, operatorKey, flagStore, artworkCache, playback, mailer, payments, webhookKey, rateLimitCounters: rateLimit.counters, logger: log, trustProxy: config.trustProxy, maxConnections: config.maxConnections });
    let closing: Promise<void> | undefined;
    const shutdown = (signal: string) => {
      closing ??= (async () => {
        log.info({ signal }, 'shutting down');
        clearInterval(sweep);
        if (gateway) await removeGatewayAddress(config.dataDir);
        await operatorAddressFile.remove(config.dataDir);
        await app.close();
        await gateway?.close();
        await rateLimit.close();
        await database.close();
      })()
        .then(
          () => 0,
          (error: unknown) => {
            log.error({ err: error }, 'shutdown failed');
            return 1;
          },
        )
        .then((code) => {
          release();
          process.exit(code);
        });
    };
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      throw new PortInUseError(
        `Port ${config.port} on ${config.host} is already in use. Stop the other server or choose another PORT.`,
      );
    });
    const { address, port } = app.server.address() as AddressInfo;
    await operatorAddressFile.write(config.dataDir, { origin: `http://${reachableHost(address)}:${port}`, key: operatorKey, pid: process.pid });
    if (gateway) {
      // The gateway delivers its webhooks to this server's own address (the loopback when it
      // listens on every interface); billing:advance finds the gateway through DATA_DIR.
      gateway.deliverWebhooksTo(httpWebhookEndpoint(`http://${reachableHost(address)}:${port}/api/billing/webhooks`));
      await writeGatewayAddress(config.dataDir, { origin: gateway.internalOrigin, apiKey: gateway.keys.apiKey, pid: process.pid });
    }
    log.info({ variant: config.variant, url: config.publicUrl, web: config.webDistDir }, 'STAT server ready');
  } catch (error) {
    await gateway?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((kind) => error instanceof kind)) {
    process.stderr.write(`${(error as Error).message}\n`);
  } else {
    // Not every failure is an Error: PGlite's file system throws plain objects ({ errno }).
    process.stderr.write(`STAT server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}\n`);
  }
  process.exit(1);
});
