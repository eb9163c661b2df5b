import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { APP_VARIANTS, type AppVariant } from '@stat/contracts';
import { mediaDirFromEnv } from '@stat/media';
import { REPO_ROOT, SEED_DIR } from './paths.ts';

/** Which proxies' X-Forwarded-* headers to believe: none, a number of hops, or their addresses. */
export type TrustProxy = false | number | string[];

/** An issuer of its own (a provider's `oidc` block, or the account provider's configuration). */
export interface ExternalIssuer {
  issuer: string;
  clientId: string;
  /** The client secret, if the issuer wants one (client_secret_basic). */
  clientSecret: string | undefined;
  scope: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * What counts is the document and the API calls (files and media do not): a few dozen a page
 * opened, a few a minute per playing stream, so some 100 a minute for a viewer browsing fast;
 * 3,000 leaves room for some 30 of them behind one address (docs/operations.md, "Request limits").
 */
export const DEFAULT_RATE_LIMIT_MAX = 3_000;
/**
 * A browser keeps up to 6 connections per origin: 10,000 is some 1,600 browsers at once, far
 * below the open-file limit Node raises itself to, and bounds the memory idle sockets can take.
 */
export const DEFAULT_MAX_CONNECTIONS = 10_000;

/** An unset variable and an empty one mean the same: the default. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: optionalText.default('0.0.0.0'),
  APP_VARIANT: z.enum(APP_VARIANTS).default('stat'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  /** The direct (ott) service's own PostgreSQL, when it does not share this server's: where the migration puts accounts. */
  MIGRATION_DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  WEB_DIST_DIR: optionalText,
  /**
   * `on` (the default): the server renders the requested page into the document. `off`: the
   * document carries only the preloader and the start-up data, and the browser renders (the
   * client-rendered build's figures, for the bench's before and after).
   */
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: optionalText,
  /**
   * The demo identities with their published password (areas/accounts/demo-identities.ts): `on` or `off`;
   * unset, off when NODE_ENV is production and on otherwise.
   */
  DEMO_ACCOUNTS: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['on', 'off']).optional()),
  /**
   * The proxies in front of the server, so request.protocol (Secure cookies, HSTS) and the
   * client address (rate limit) are right: a number of hops, or their addresses and CIDRs.
   * Never "true": that believes the leftmost X-Forwarded-For entry, which the client writes.
   */
  TRUST_PROXY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .optional()
      .transform((value, context): TrustProxy => {
        if (value === undefined || value === 'false' || value === '0') return false;
        if (/^\d+$/.test(value)) return Number(value);
        const addresses = value.split(',').map((entry) => entry.trim());
        if (addresses.every((entry) => isIP(entry.split('/')[0] ?? '') !== 0)) return addresses;
        context.addIssue({
          code: 'custom',
          message: 'give the number of proxy hops (e.g. 1) or the proxies\' addresses or CIDRs, comma-separated (not "true")',
        });
        return z.NEVER;
      }),
  ),
  /**
   * Requests per minute per client address, all routes together except files and media
   * (plugins/request-limit.ts): sized for a NAT of many viewers (docs/operations.md).
   */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMIT_MAX),
  /** Direct accounts one client address may create in an hour (ott); the e2e suite, all from 127.0.0.1, lifts it. */
  ACCOUNT_CREATIONS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Searches a minute per client address (areas/catalogue/search-routes.ts); benchmarks lift it. */
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Connections open at once; past it Node closes new ones at once (docs/operations.md). */
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(DEFAULT_MAX_CONNECTIONS),
  FLAGS_FILE: optionalText,
  DICTIONARY_FILE: optionalText,
  PROVIDERS_FILE: optionalText,
  HOME_MODAL_FILE: optionalText,
  /** The plans, add-ons, coupons and gift cards on sale (ott; areas/billing/plans-file.ts). */
  PLANS_FILE: optionalText,
  /** The paywall pages and their variations GET paywall serves (ott; areas/billing/paywall-file.ts). */
  PAYWALL_FILE: optionalText,
  /** The pay-per-view event GET ppv/state serves (areas/ppv/ppv-event-file.ts); re-read on change. */
  PPV_EVENT_FILE: optionalText,
  /** Where the media pipeline's files are (npm run media writes them). */
  MEDIA_DIR: optionalText,
  /** Where players fetch media: this server's /media by default, or a CDN with the same layout. */
  MEDIA_BASE_URL: optionalText,
  /** The key-encryption key of the content keys: 32 bytes in hex, from the secret store. */
  CONTENT_KEK: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes in hex (64 characters)').optional(),
  ),
  /** The mail server for password-reset mail, `smtp://` or `smtps://` with credentials; unset: DATA_DIR/outbox. */
  SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^smtps?$/ }).optional()),
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  MAIL_FROM: optionalText.default('STAT <no-reply@stat.test>'),
  /** A real OIDC provider for direct accounts (Okta or any other); unset, the embedded one. */
  ACCOUNTS_OIDC_ISSUER: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https$/ }).optional()),
  ACCOUNTS_OIDC_CLIENT_ID: optionalText,
  ACCOUNTS_OIDC_CLIENT_SECRET: optionalText,
  /** Recurly's private API key: set, payments go to Recurly; unset, to the embedded gateway (areas/payment-gateway). */
  RECURLY_API_KEY: optionalText,
  /** Recurly's public key for recurly.js v4 in the browser; only with RECURLY_API_KEY. */
  RECURLY_PUBLIC_KEY: optionalText,
  /** The key of Recurly's webhook endpoint (its signatures); unset, one kept as a server secret, which the embedded gateway signs with. */
  RECURLY_WEBHOOK_KEY: optionalText,
  /** The embedded gateway's own port (its API, card fields and PayPal page); 0 or unset: a free port. */
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /**
   * Where browsers reach the embedded gateway when it is not PUBLIC_URL's host at GATEWAY_PORT:
   * a load balancer in front of several instances' gateways (npm run cluster).
   */
  GATEWAY_PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  WIDEVINE_LICENSE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  FAIRPLAY_LICENSE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  FAIRPLAY_CERTIFICATE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
});

export interface AppConfig {
  port: number;
  host: string;
  variant: AppVariant;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The direct service's database for the migration (areas/migration); unset, this server's own. */
  migrationDatabaseUrl: string | undefined;
  webDistDir: string;
  /** Whether the server renders pages into the document (SERVER_RENDER). */
  serverRender: boolean;
  /** Absolute origin the app is reached at; the dictionary's provider sign-in URLs start with it. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  rateLimitMax: number;
  /** Searches a minute per client address. */
  searchRateLimitMax: number;
  /** Direct accounts one client address may create in an hour. */
  accountCreationsPerHour: number;
  /** Whether the demo identities are seeded (else removed): DEMO_ACCOUNTS. */
  demoAccounts: boolean;
  /** The listening server's cap on open connections (Node's server.maxConnections). */
  maxConnections: number;
  flagsFile: string;
  dictionaryFile: string;
  /** The TV providers' data (GET mso/{id}), their sign-in pages' look and OIDC issuers. */
  providersFile: string;
  /** The home-screen modal (migration announcement) GET home-modal answers. */
  homeModalFile: string;
  /** The plans, add-ons, coupons and gift cards on sale, and what the embedded gateway is seeded with. */
  plansFile: string;
  /** The paywall pages (default and per campaign, flow or partner) GET paywall serves. */
  paywallFile: string;
  /** The pay-per-view event, its phases' texts, fight cards and schedule (re-read on change). */
  ppvEventFile: string;
  mediaDir: string;
  /** No trailing slash; a path on this server or an absolute URL. */
  mediaBaseUrl: string;
  /** Null: the embedded default keeps its KEK in a file beside the data (areas/playback/content-key-wrap.ts). */
  contentKek: Buffer | null;
  drm: DrmConfig;
  /** Null: the embedded default writes each message to DATA_DIR/outbox (lib/mailer.ts). */
  /** The direct accounts' issuer when it is not the embedded one (docs/decisions.md, "Direct accounts (sign-in)"). */
  accountsIssuer: ExternalIssuer | null;
  smtpUrl: string | null;
  /** Redis, where the request limits count when set (else PostgreSQL with DATABASE_URL, else memory). */
  redisUrl: string | null;
  mailFrom: string;
  /** Null: the embedded gateway takes payments; else Recurly, with its public key for the browser. */
  recurly: { apiKey: string; publicKey: string } | null;
  /** Recurly's webhook endpoint key; null: the server secret the embedded gateway signs with. */
  recurlyWebhookKey: string | null;
  /** The embedded gateway's port; 0 picks a free one at start. */
  gatewayPort: number;
  /** Where browsers reach the embedded gateway; null: PUBLIC_URL's scheme and host at the gateway's port. */
  gatewayPublicUrl: string | null;
}

/** The production DRM systems' endpoints; unset, start-play offers ClearKey only. */
export interface DrmConfig {
  widevineLicenseUrl: string | null;
  fairPlayLicenseUrl: string | null;
  fairPlayCertificateUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.RECURLY_API_KEY) !== Boolean(e.RECURLY_PUBLIC_KEY)) {
    throw new ConfigError('Invalid configuration: RECURLY_API_KEY and RECURLY_PUBLIC_KEY go together (both set for Recurly, neither for the embedded gateway)');
  }
  if (e.ACCOUNTS_OIDC_ISSUER && !e.ACCOUNTS_OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: ACCOUNTS_OIDC_CLIENT_ID: required with ACCOUNTS_OIDC_ISSUER');
  }
  const fromCwd = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: e.PORT,
    host: e.HOST,
    variant: e.APP_VARIANT,
    dataDir: fromCwd(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? fromCwd(e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps', 'web', 'dist', e.APP_VARIANT),
    serverRender: e.SERVER_RENDER === 'on',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    searchRateLimitMax: e.SEARCH_RATE_LIMIT_MAX,
    accountCreationsPerHour: e.ACCOUNT_CREATIONS_PER_HOUR,
    demoAccounts: (e.DEMO_ACCOUNTS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    maxConnections: e.MAX_CONNECTIONS,
    flagsFile: e.FLAGS_FILE ? fromCwd(e.FLAGS_FILE) : resolve(SEED_DIR, 'flags.flagd.json'),
    dictionaryFile: e.DICTIONARY_FILE ? fromCwd(e.DICTIONARY_FILE) : resolve(SEED_DIR, 'dictionary.json'),
    providersFile: e.PROVIDERS_FILE ? fromCwd(e.PROVIDERS_FILE) : resolve(SEED_DIR, 'providers.json'),
    homeModalFile: e.HOME_MODAL_FILE ? fromCwd(e.HOME_MODAL_FILE) : resolve(SEED_DIR, 'home-modal.json'),
    plansFile: e.PLANS_FILE ? fromCwd(e.PLANS_FILE) : resolve(SEED_DIR, 'plans.json'),
    paywallFile: e.PAYWALL_FILE ? fromCwd(e.PAYWALL_FILE) : resolve(SEED_DIR, 'paywall.json'),
    ppvEventFile: e.PPV_EVENT_FILE ? fromCwd(e.PPV_EVENT_FILE) : resolve(SEED_DIR, 'ppv-event.json'),
    mediaDir: mediaDirFromEnv(env, cwd),
    mediaBaseUrl: (e.MEDIA_BASE_URL ?? '/media').replace(/\/+$/, ''),
    contentKek: e.CONTENT_KEK ? Buffer.from(e.CONTENT_KEK, 'hex') : null,
    drm: {
      widevineLicenseUrl: e.WIDEVINE_LICENSE_URL ?? null,
      fairPlayLicenseUrl: e.FAIRPLAY_LICENSE_URL ?? null,
      fairPlayCertificateUrl: e.FAIRPLAY_CERTIFICATE_URL ?? null,
    },
    accountsIssuer: e.ACCOUNTS_OIDC_ISSUER
      ? { issuer: e.ACCOUNTS_OIDC_ISSUER, clientId: e.ACCOUNTS_OIDC_CLIENT_ID!, clientSecret: e.ACCOUNTS_OIDC_CLIENT_SECRET, scope: 'openid email' }
      : null,
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    mailFrom: e.MAIL_FROM,
    recurly: e.RECURLY_API_KEY && e.RECURLY_PUBLIC_KEY ? { apiKey: e.RECURLY_API_KEY, publicKey: e.RECURLY_PUBLIC_KEY } : null,
    recurlyWebhookKey: e.RECURLY_WEBHOOK_KEY ?? null,
    gatewayPort: e.GATEWAY_PORT,
    gatewayPublicUrl: e.GATEWAY_PUBLIC_URL ? new URL(e.GATEWAY_PUBLIC_URL).origin : null,
  };
}
