import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, type AppVariant, type Dictionary, type HomeModalResponse } from '@stat/contracts';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/database.ts';
import type { FlagStore } from './areas/flags/flag-store.ts';
import type { Mailer } from './lib/mailer.ts';
import type { ArtworkCache } from './areas/catalogue/artwork/artwork-cache.ts';
import type { Providers } from './areas/providers/load-providers.ts';
import type { PlansFile } from './areas/billing/plans-file.ts';
import type { PaywallFile } from './areas/billing/paywall-file.ts';
import type { PpvStore } from './areas/ppv/ppv-store.ts';
import accountDataRoutes from './areas/account-data/account-data-routes.ts';
import type { Payments } from './areas/billing/payments.ts';
import playback, { type PlaybackOptions } from './areas/playback/playback-plugin.ts';
import idp from './areas/sign-in/idp/idp-plugin.ts';
import csrf from './plugins/csrf.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import frameworkErrorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import requestLimit from './plugins/request-limit.ts';
import type { RateLimitCounters } from './plugins/rate-limit-counters.ts';
import securityHeaders from './plugins/security-headers.ts';
import sessions from './plugins/sessions.ts';
import idempotency from './plugins/idempotency.ts';
import viewer from './plugins/viewer.ts';
import accountsRepository from './areas/sign-in/accounts-repository.ts';
import adPlaysRepository from './areas/playback/ad-plays-repository.ts';
import catalogueRepository from './areas/catalogue/catalogue-repository.ts';
import channelViewsRepository from './areas/playback/channel-views-repository.ts';
import activeStreamsRepository from './areas/playback/active-streams-repository.ts';
import clientInteractionsRepository from './areas/analytics/client-interactions-repository.ts';
import deviceAuthorizationsRepository from './areas/devices/device-authorizations-repository.ts';
import devicesRepository from './areas/devices/devices-repository.ts';
import myListRepository from './areas/my-list/my-list-repository.ts';
import ppvPurchasesRepository from './areas/ppv/ppv-purchases-repository.ts';
import ppvChannelPlaysRepository from './areas/ppv/ppv-channel-plays-repository.ts';
import ppvCreditsRepository from './areas/ppv-credits/ppv-credits-repository.ts';
import ppvIncidentHook from './areas/ppv-credits/ppv-incident-hook.ts';
import ppvCreditsJob from './areas/ppv-credits/credits-job.ts';
import serviceStatusRepository from './areas/service-status/service-status-repository.ts';
import serviceStatusRoutes from './areas/service-status/service-status-routes.ts';
import statusAllClearJob from './areas/service-status/all-clear-job.ts';
import statusOperatorRoutes from './areas/service-status/status-operator-routes.ts';
import parentalControlsRepository from './areas/parental-controls/parental-controls-repository.ts';
import passwordResetsRepository from './areas/accounts/password-resets-repository.ts';
import searchRepository from './areas/catalogue/search-repository.ts';
import sessionsRepository from './plugins/sessions-repository.ts';
import usersRepository from './areas/start-up/users-repository.ts';
import watchProgressRepository from './areas/playback/watch-progress-repository.ts';
import accountPasswordsRoutes from './areas/accounts/account-passwords-routes.ts';
import accountEmailRoutes from './areas/accounts/account-email-routes.ts';
import accountSignInRoutes from './areas/sign-in/account-sign-in-routes.ts';
import accountsRoutes from './areas/accounts/accounts-routes.ts';
import adPlayRoutes from './areas/playback/ad-play-routes.ts';
import artworkRoutes from './areas/catalogue/artwork-routes.ts';
import catalogueRoutes from './areas/catalogue/catalogue-routes.ts';
import channelProgressRoutes from './areas/playback/channel-progress-routes.ts';
import ppvChannelProgressRoutes from './areas/playback/ppv-channel-progress-routes.ts';
import clientInteractionRoutes from './areas/analytics/client-interaction-routes.ts';
import deviceRoutes from './areas/sign-in/sign-out-routes.ts';
import deviceFlowRoutes from './areas/devices/device-flow-routes.ts';
import devicesRoutes from './areas/devices/devices-routes.ts';
import dictionaryRoutes from './areas/start-up/dictionary-routes.ts';
import docsRoutes from './plugins/api-docs.ts';
import healthRoutes from './plugins/health.ts';
import homeCatalogueRoutes from './areas/catalogue/home-catalogue-routes.ts';
import homeModalRoutes from './areas/start-up/home-modal-routes.ts';
import licenceRoutes from './areas/playback/licence-routes.ts';
import streamRoutes from './areas/playback/stream-routes.ts';
import mediaRoutes from './areas/playback/media-routes.ts';
import ppvTestStreamRoutes from './areas/playback/ppv-test-stream-routes.ts';
import msoRoutes from './areas/providers/mso-routes.ts';
import myListRoutes from './areas/my-list/my-list-routes.ts';
import nowRoutes from './areas/start-up/now-routes.ts';
import ofrepRoutes from './areas/flags/ofrep-routes.ts';
import parentalControlsRoutes from './areas/parental-controls/parental-controls-routes.ts';
import paymentFieldsRoutes from './areas/billing/payment-fields-routes.ts';
import paywallRoutes from './areas/billing/paywall-routes.ts';
import ppvRoutes from './areas/ppv/ppv-routes.ts';
import ppvPurchaseRoutes from './areas/ppv/ppv-purchase-routes.ts';
import planRoutes from './areas/billing/plan-routes.ts';
import couponRoutes from './areas/billing/coupon-routes.ts';
import previewRoutes from './areas/billing/preview-routes.ts';
import subscriptionRoutes from './areas/billing/subscription-routes.ts';
import giftCardRoutes from './areas/billing/gift-card-routes.ts';
import captcha from './areas/captcha/captcha-plugin.ts';
import captchaRoutes from './areas/captcha/captcha-routes.ts';
import type { CaptchaWork } from './areas/captcha/captcha.ts';
import cancellationRoutes from './areas/billing/cancellation-routes.ts';
import planChangeRoutes from './areas/billing/plan-change-routes.ts';
import couponRedeemRoutes from './areas/billing/coupon-redeem-routes.ts';
import editBillingRoutes from './areas/billing/edit-billing-routes.ts';
import receiptRoutes from './areas/billing/receipt-routes.ts';
import partnerRoutes from './areas/billing/partner-routes.ts';
import { partnerParties, type Partners } from './areas/billing/partners-file.ts';
import questionnaireRoutes from './areas/billing/questionnaire-routes.ts';
import webhookRoutes from './areas/billing/webhook-routes.ts';
import viewerRestrictions from './areas/parental-controls/viewer-restrictions.ts';
import promoArtRoutes from './areas/catalogue/promo-art-routes.ts';
import resumeWatchingRoutes from './areas/resume-watching/resume-watching-routes.ts';
import scheduleRoutes from './areas/schedule/schedule-routes.ts';
import searchRoutes from './areas/catalogue/search-routes.ts';
import spoilerRoutes from './areas/catalogue/spoiler-routes.ts';
import startPlayRoutes from './areas/playback/start-play-routes.ts';
import titleProgressRoutes from './areas/playback/title-progress-routes.ts';
import providerLogoRoutes from './areas/providers/provider-logo-routes.ts';
import tveSignInRoutes from './areas/sign-in/tve-sign-in-routes.ts';
import userRoutes from './areas/start-up/user-routes.ts';
import userAutoplayRoutes from './areas/start-up/user-autoplay-routes.ts';
import userProfileRoutes from './areas/start-up/user-profile-routes.ts';
import userTitleRoutes from './areas/resume-watching/user-title-routes.ts';
import webApp from './areas/web-app/web-app-routes.ts';
import migrationRoutes from './areas/migration/migration-routes.ts';
import migrationFaqRoutes from './areas/migration/migration-faq-routes.ts';
import newslettersRepository from './areas/newsletters/newsletters-repository.ts';
import unsubscribeTokens from './areas/newsletters/unsubscribe-tokens-plugin.ts';
import newsletterRoutes from './areas/newsletters/newsletter-routes.ts';
import unsubscribeRoutes from './areas/newsletters/unsubscribe-routes.ts';
import newsletterSendRoutes from './areas/newsletters/newsletter-send-routes.ts';
import ppvOperatorRoutes from './areas/ppv/ppv-operator-routes.ts';

export interface AppOptions {
  config: Pick<AppConfig, 'variant' | 'webDistDir' | 'rateLimitMax' | 'publicUrl'> & Partial<Pick<AppConfig, 'serverRender' | 'accountsIssuer' | 'searchRateLimitMax' | 'accountCreationsPerHour' | 'migrationDatabaseUrl'>>;
  database: Database;
  dictionary: Dictionary;
  providers: Providers;
  /** The home-screen modal (migration announcement), loaded at start. */
  homeModal: HomeModalResponse;
  flagStore: FlagStore;
  /** Where catalogue artwork rasters are kept once drawn. */
  artworkCache: ArtworkCache;
  /** Content keys, licence tokens, where media is and which DRM systems are configured. */
  playback: PlaybackOptions;
  /** Rate-limit window; tests shorten it. */
  rateLimitWindowMs?: number;
  /** Where the request limits count, shared by every instance (server.ts picks it); absent, in this process's memory. */
  rateLimitCounters?: RateLimitCounters;
  /** The device flow's clock (codes, polls, wrong-code windows, devices' times); tests move it. */
  deviceClock?: () => Date;
  /** Sends the password-reset mail: SMTP, or the embedded outbox (lib/mailer.ts). */
  mailer: Mailer;
  /** Direct accounts' clock (the age rule, reset links, guessing windows); tests move it. */
  accountClock?: () => Date;
  /** The plans, add-ons, coupons and gift cards on sale (seed/plans.json). */
  plans: PlansFile;
  /** The billing partners (seed/partners.json): their flows on ott, their members at the identity provider. */
  partners: Partners;
  /** The paywall pages and their variations (seed/paywall.json); served on ott. */
  paywall: PaywallFile;
  /** The pay-per-view event (seed/ppv-event.json) and its clock and incident (the database), re-read every second; the app stops it as it closes. */
  ppvStore: PpvStore;
  /** How often the automatic credits run (areas/ppv-credits; the server: every minute); unset, never on their own (tests). */
  ppvCreditsEveryMs?: number;
  /** How often the service status's all-clear e-mails go (areas/service-status; the server: every 15 s); unset, never on their own (tests). */
  statusAllClearEveryMs?: number;
  /** The key of the operator's commands to this running server (DATA_DIR/operator.json); without one they are not served. */
  operatorKey?: string;
  /** Recurly, or the embedded gateway (ott); absent, nothing is sold. */
  payments?: Payments;
  /** The key the gateway's webhooks are signed with (areas/billing/webhook-key.ts); with payments. */
  webhookKey?: string;
  /** The captcha's proof of work (areas/captcha); tests make it light. */
  captchaWork?: CaptchaWork;
}

/** The whole STAT server as one Fastify plugin (wrapped by fastify-plugin so its settings reach the root). */
async function statApp(app: FastifyInstance, opts: AppOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Request guards that need no database, each before the next: the security headers, so
  //    every answer carries them; the request limit, which counts every request but files and
  //    media (refused, OPTIONS and not-found ones too) before anything that could cost a lookup;
  //    the Host check. Then compression, so it wraps every answer; swagger before any route so
  //    it sees them all.
  await app.register(securityHeaders, { payments: opts.payments?.browser });
  await app.register(requestLimit, { max: opts.config.rateLimitMax, windowMs: opts.rateLimitWindowMs ?? 60_000, counters: opts.rateLimitCounters });
  await app.register(frameworkErrorsPlugin);
  // Dynamic answers over 1 KB (the SPA document, JSON) compressed; the build's files carry
  // their own precompressed variants (areas/web-app/web-app-routes.ts), which this leaves alone.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'STAT API', version: APP_VERSION, description: 'The STAT streaming service API.' },
    },
    transform: jsonSchemaTransform,
  });

  // 2. App plugins, each named with its dependencies: errors, data access, then the request
  //    guards. CSRF runs before sessions, so a refused call never reaches the database.
  await app.register(errorHandler);
  await app.register(database, { database: opts.database });
  // The TV providers' registry, loaded at start: every area reads it from the app.
  app.decorate('providers', opts.providers);
  app.decorate('plans', opts.plans);
  // Which product this server is: what unlocks a refused play (a TV package, or a plan) differs.
  app.decorate('variant', opts.config.variant);
  // How the server takes payments (both variants): Recurly, or the embedded gateway; undecorated when nothing is sold.
  if (opts.payments) app.decorate('payments', opts.payments);
  await app.register(usersRepository);
  await app.register(parentalControlsRepository);
  await app.register(catalogueRepository);
  await app.register(myListRepository);
  await app.register(ppvPurchasesRepository);
  await app.register(ppvChannelPlaysRepository);
  await app.register(ppvCreditsRepository);
  await app.register(serviceStatusRepository);
  await app.register(watchProgressRepository);
  await app.register(clientInteractionsRepository);
  await app.register(channelViewsRepository);
  await app.register(activeStreamsRepository);
  await app.register(adPlaysRepository);
  await app.register(searchRepository);
  await app.register(sessionsRepository);
  // Removing a device ends its session, through the sessions repository's cache.
  await app.register(devicesRepository, { now: opts.deviceClock });
  await app.register(deviceAuthorizationsRepository, { now: opts.deviceClock });
  await app.register(accountsRepository);
  // Newsletters: the subscriptions (the weekly one is the user's own column) and the unsubscribe tokens' key.
  await app.register(newslettersRepository);
  await app.register(unsubscribeTokens);
  await app.register(passwordResetsRepository, { now: opts.accountClock });
  await app.register(csrf);
  await app.register(sessions);
  // Who is asking, once per request: the session's user and the profile's limits, and the
  // `viewer: 'required'` guard of every personal route.
  await app.register(viewerRestrictions);
  await app.register(viewer);
  // While an incident is open, the ppv channel's media fail (before any route, on their prefix only).
  await app.register(ppvIncidentHook, { ppvStore: opts.ppvStore });
  // Money calls' Idempotency-Key: after the sessions (the key is the user's), before the routes (it reads their config).
  await app.register(idempotency);
  await app.register(playback, { ...opts.playback, ppvStore: opts.ppvStore });

  // 3. Routes: the API, the flags, the OpenAPI document, then the SPA and the not-found rules.
  await app.register(healthRoutes);
  await app.register(nowRoutes, { variant: opts.config.variant });
  await app.register(userRoutes);
  await app.register(userAutoplayRoutes);
  await app.register(userProfileRoutes);
  // Direct accounts are the ott variant's: on stat their routes do not exist (404), and the
  // identity provider has no account client, so nobody can make or sign in to one there.
  const directAccounts = opts.config.variant === 'ott';
  if (directAccounts) {
    await app.register(accountsRoutes, { now: opts.accountClock, creationsPerHour: opts.config.accountCreationsPerHour });
    await app.register(accountPasswordsRoutes, { publicUrl: opts.config.publicUrl, mailer: opts.mailer, now: opts.accountClock });
    await app.register(accountEmailRoutes, { publicUrl: opts.config.publicUrl, mailer: opts.mailer, now: opts.accountClock });
  }
  await app.register(msoRoutes);
  await app.register(tveSignInRoutes, { publicUrl: opts.config.publicUrl });
  if (directAccounts) {
    await app.register(accountSignInRoutes, { publicUrl: opts.config.publicUrl, externalIssuer: opts.config.accountsIssuer ?? null });
  }
  // The embedded identity provider under /idp (the sign-in routes reach it through app.inject).
  await app.register(idp, { publicUrl: opts.config.publicUrl, directAccounts, partners: directAccounts ? partnerParties(opts.partners, opts.config.publicUrl) : [] });
  await app.register(parentalControlsRoutes);
  await app.register(homeModalRoutes, { homeModal: opts.homeModal });
  if (directAccounts) await app.register(paywallRoutes, { paywall: opts.paywall });
  await app.register(ppvRoutes, { ppvStore: opts.ppvStore });
  app.addHook('onClose', async () => opts.ppvStore.close());
  // Buying the pay-per-view (both variants), through the payments client.
  if (opts.payments) await app.register(ppvPurchaseRoutes, { payments: opts.payments, ppvStore: opts.ppvStore, mailer: opts.mailer, now: opts.accountClock });
  // The card fields are both variants': stat and ott viewers buy the pay-per-view with a card.
  if (opts.payments) await app.register(paymentFieldsRoutes, { source: opts.payments.browser });
  // The automatic credits after the event (refunds through the payments client).
  await app.register(ppvCreditsJob, { ppvStore: opts.ppvStore, payments: opts.payments, mailer: opts.mailer, everyMs: opts.ppvCreditsEveryMs });
  // Service status (both variants): GET status, the viewer's banner seen and all-clear, and the all-clear e-mails.
  await app.register(serviceStatusRoutes);
  await app.register(statusAllClearJob, { mailer: opts.mailer, everyMs: opts.statusAllClearEveryMs });
  if (directAccounts && opts.payments) {
    // Subscribing (ott): plans, coupons, previews and the purchase, through the payments client.
    const payments = opts.payments;
    await app.register(planRoutes, { payments, flagStore: opts.flagStore });
    await app.register(couponRoutes, { payments, now: opts.accountClock });
    await app.register(previewRoutes, { payments, now: opts.accountClock });
    await app.register(subscriptionRoutes, { payments, flagStore: opts.flagStore, mailer: opts.mailer, now: opts.accountClock });
    // Settings' subscription: change the payment method, a transaction's receipt.
    await app.register(editBillingRoutes, { payments });
    await app.register(receiptRoutes, { payments });
    // Gift cards (ott): a captcha before each call, then the card through the payments client.
    await app.register(captcha, { work: opts.captchaWork });
    await app.register(captchaRoutes);
    await app.register(giftCardRoutes, { payments, now: opts.accountClock });
    // Cancellation: cancel, the retention offer, reactivate, the exit survey.
    await app.register(cancellationRoutes, { payments, flagStore: opts.flagStore, now: opts.accountClock });
    // Changing the plan: plan and bundle changes, the pending plan, the interval, a coupon on the subscription.
    await app.register(planChangeRoutes, { payments, now: opts.accountClock });
    await app.register(couponRedeemRoutes, { payments, now: opts.accountClock });
    await app.register(questionnaireRoutes);
    // The gateway's webhooks (renewals, failed payments, expiries): signed, handled once.
    if (opts.webhookKey) await app.register(webhookRoutes, { payments, mailer: opts.mailer, webhookKey: opts.webhookKey, publicUrl: opts.config.publicUrl, now: opts.accountClock });
    // Partner billing: a partner's member subscribes through the partner, which bills them.
    await app.register(partnerRoutes, { payments, partners: opts.partners, publicUrl: opts.config.publicUrl, now: opts.accountClock });
  }
  await app.register(promoArtRoutes);
  await app.register(catalogueRoutes);
  await app.register(homeCatalogueRoutes);
  await app.register(scheduleRoutes);
  await app.register(userTitleRoutes);
  await app.register(myListRoutes);
  await app.register(resumeWatchingRoutes);
  await app.register(clientInteractionRoutes);
  await app.register(startPlayRoutes, { variant: opts.config.variant });
  await app.register(licenceRoutes);
  await app.register(streamRoutes);
  await app.register(mediaRoutes);
  await app.register(ppvTestStreamRoutes, { ppvStore: opts.ppvStore });
  await app.register(titleProgressRoutes);
  await app.register(channelProgressRoutes);
  await app.register(ppvChannelProgressRoutes);
  await app.register(adPlayRoutes);
  await app.register(searchRoutes, { searchesPerMinute: opts.config.searchRateLimitMax });
  await app.register(spoilerRoutes);
  await app.register(artworkRoutes, { cache: opts.artworkCache });
  await app.register(dictionaryRoutes, { dictionary: opts.dictionary });
  await app.register(providerLogoRoutes, { dictionary: opts.dictionary });
  await app.register(deviceRoutes);
  await app.register(deviceFlowRoutes, { publicUrl: opts.config.publicUrl });
  await app.register(devicesRoutes, { now: opts.deviceClock });
  // The account's data (issue 26 section 5): download it, delete the account.
  await app.register(accountDataRoutes, { variant: opts.config.variant, now: opts.accountClock });
  await app.register(ofrepRoutes, { flagStore: opts.flagStore });
  // The migration of a TV-provider viewer to a direct account and its FAQ (stat only).
  if (!directAccounts) {
    await app.register(migrationRoutes, { directDatabaseUrl: opts.config.migrationDatabaseUrl, now: opts.accountClock });
    await app.register(migrationFaqRoutes, { flagStore: opts.flagStore });
  }
  // Newsletters (both variants): the viewer's choices, the mails' one-click subscribe and unsubscribe.
  await app.register(newsletterRoutes);
  await app.register(unsubscribeRoutes, { publicUrl: opts.config.publicUrl });
  if (opts.operatorKey) await app.register(newsletterSendRoutes, { operatorKey: opts.operatorKey, mailer: opts.mailer, publicUrl: opts.config.publicUrl });
  if (opts.operatorKey) await app.register(ppvOperatorRoutes, { operatorKey: opts.operatorKey, ppvStore: opts.ppvStore });
  if (opts.operatorKey) await app.register(statusOperatorRoutes, { operatorKey: opts.operatorKey, ppvStore: opts.ppvStore });
  await app.register(docsRoutes);
  await app.register(webApp, {
    webDistDir: opts.config.webDistDir,
    variant: opts.config.variant,
    dictionary: opts.dictionary,
    serverRender: opts.config.serverRender ?? false,
  });
}

const statAppPlugin = fp(statApp, { name: 'stat-app' });
export default statAppPlugin;

/** How long a connection may take at each stage (docs/operations.md gives the reasons). */
export interface ServerTimeouts {
  /** The request line and headers must all arrive within this (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included (Node's requestTimeout): a slow body is cut off with 408. */
  requestMs: number;
  /** A kept-alive connection with no request in flight is closed after this. */
  keepAliveMs: number;
  /** A socket on which nothing moves at all is closed after this (Fastify's connectionTimeout). */
  idleMs: number;
  /** How often Node checks the header and request deadlines. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Above the 60 s idle timeout common load balancers use, so they close first, never us mid-reuse.
  keepAliveMs: 65_000,
  idleMs: 70_000,
  checkIntervalMs: 1_000,
};

export interface BuildAppOptions extends AppOptions {
  logger?: FastifyBaseLogger;
  trustProxy?: TrustProxy;
  /** Tests shorten them. */
  timeouts?: ServerTimeouts;
  /** Connections open at once once listening (MAX_CONNECTIONS); unset, Node's unlimited (tests inject). */
  maxConnections?: number;
}

/** A Fastify instance with the STAT app registered (not yet listening). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, trustProxy, timeouts = SERVER_TIMEOUTS, maxConnections, ...appOptions } = opts;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // A hop count as the function Fastify would make of it (its types only take the function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : (trustProxy ?? false),
    // Answer 503 to requests arriving while we shut down, instead of hanging.
    return503OnClosing: true,
    // The app is one plugin that opens the database's listener, reads secrets and seeds: several
    // instances starting together on a busy host (npm run cluster, a deploy) took more than
    // Fastify's 10 s default, which then fails the start for nothing.
    pluginTimeout: 60_000,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // A missing Host is refused by our own hook, in the API's shape (plugins/framework-errors.ts).
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
    // A path segment may be a solved captcha (giftcard/{code}/captcha/{token}: about 600 characters).
    routerOptions: { maxParamLength: 2048 },
  });
  if (maxConnections !== undefined) capConnections(app, maxConnections);
  await app.register(statAppPlugin, appOptions);
  return app;
}

/**
 * Past `max` open connections Node closes each new one at once, before any byte is read, so a
 * flood of idle sockets cannot take the process's memory or file descriptors. Dropped
 * connections are logged at warn at most once a minute, with how many since the last line.
 */
function capConnections(app: FastifyInstance, max: number): void {
  app.server.maxConnections = max;
  let dropped = 0;
  let loggedAt = 0;
  app.server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - loggedAt < 60_000) return;
    app.log.warn({ maxConnections: max, dropped }, 'connections refused: MAX_CONNECTIONS reached');
    loggedAt = now;
    dropped = 0;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Which product this server is (APP_VARIANT): stat, or ott. */
    variant: AppVariant;
  }
}
