import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createFlagStore } from '../areas/flags/flag-store.ts';
import type { MailMessage, Mailer } from '../lib/mailer.ts';
import { createArtworkCache } from '../areas/catalogue/artwork/artwork-cache.ts';
import { SEED_DIR } from '../paths.ts';
import { hashSessionToken, newSessionToken } from '../plugins/sessions-repository.ts';
import { loadDictionary } from '../areas/start-up/load-dictionary.ts';
import { loadHomeModal } from '../areas/start-up/load-home-modal.ts';
import { loadProviders } from '../areas/providers/load-providers.ts';
import { loadPlansFile } from '../areas/billing/plans-file.ts';
import { loadPaywallFile } from '../areas/billing/paywall-file.ts';
import { createPpvClockRepository } from '../areas/ppv/ppv-clock-repository.ts';
import { createPpvStore } from '../areas/ppv/ppv-store.ts';
import { loadPartnersFile, PARTNERS_FILE, type Partners } from '../areas/billing/partners-file.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:8080';
/** A fixed key-encryption key: tests read keys back through the repository, never by hand. */
export const TEST_KEK = Buffer.alloc(32, 7);
const silentLog = { info: () => undefined, error: () => undefined };

/** Playback with the test key, no media on disk and Clear Key only; a test's own clock with `{ ...TEST_PLAYBACK, now }`. */
export const TEST_PLAYBACK: BuildAppOptions['playback'] = {
  kek: TEST_KEK,
  mediaBaseUrl: '/media',
  mediaDir: '/nonexistent/media',
  drm: { widevineLicenseUrl: null, fairPlayLicenseUrl: null, fairPlayCertificateUrl: null },
};

export type TestAppOverrides = Omit<Partial<BuildAppOptions>, 'config'> & { config?: Partial<BuildAppOptions['config']> };

/** A mailer that keeps each message it is given, in `sent`, at the moment `send` is called. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

let partnersLoaded: Promise<Partners> | undefined;
/** The seed partners, loaded once per test file: loading hashes their members' passwords. */
function seedPartners(): Promise<Partners> {
  partnersLoaded ??= loadPlansFile(join(SEED_DIR, 'plans.json')).then((plans) => loadPartnersFile(PARTNERS_FILE, plans));
  return partnersLoaded;
}

/** The app over the seed files, without a port; options override the defaults; `extend` adds test routes. */
export async function buildTestApp(
  database: Database,
  overrides: TestAppOverrides = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), TEST_PUBLIC_URL);
  const app = await buildApp({
    database,
    dictionary,
    providers: await loadProviders(join(SEED_DIR, 'providers.json'), TEST_PUBLIC_URL, dictionary),
    homeModal: await loadHomeModal(join(SEED_DIR, 'home-modal.json'), TEST_PUBLIC_URL),
    plans: await loadPlansFile(join(SEED_DIR, 'plans.json')),
    paywall: await loadPaywallFile(join(SEED_DIR, 'paywall.json')),
    // The seed event, moved by the test database's clock (none unless a test moves it).
    ppvStore: overrides.ppvStore ?? (await createPpvStore(join(SEED_DIR, 'ppv-event.json'), createPpvClockRepository(database.db), silentLog)),
    partners: await seedPartners(),
    flagStore: createFlagStore(join(SEED_DIR, 'flags.flagd.json'), silentLog),
    // Rasters are keyed by their content, so test files may share one folder.
    artworkCache: createArtworkCache(join(tmpdir(), 'stat-test-artwork')),
    playback: TEST_PLAYBACK,
    // Mail is kept in memory; a test that reads it passes its own createMemoryMailer().
    mailer: createMemoryMailer(),
    ...overrides,
    config: {
      variant: 'stat',
      webDistDir: '/nonexistent/web-dist',
      rateLimitMax: 10_000,
      publicUrl: TEST_PUBLIC_URL,
      ...overrides.config,
    },
  });
  if (extend) await app.register(extend);
  await app.ready();
  return app;
}

/**
 * A test file's own database and the app over it, opened before its tests and closed after.
 * Read `app` and `database` inside tests (they are set once the file's setup has run).
 */
export function useTestApp(overrides: TestAppOverrides = {}): { app: FastifyInstance; database: Database } {
  const handle = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    handle.app = await buildTestApp(handle.database, overrides);
  });
  afterAll(async () => {
    await handle.app.close();
    await handle.database.close();
  });
  return handle;
}

/** Headers of a same-origin call by the web app's API wrapper. */
export const APP_HEADERS = {
  'sec-fetch-site': 'same-origin',
  'x-stat-appversion': '3.2.7',
  'x-stat-contentversion': 'STAT',
  'x-stat-displaytype': 'WEB',
} as const;

/** Inserts a user row by SQL, as a test fixture. */
export async function insertUser(
  database: Database,
  tveUserId: string,
  fields: { registered?: boolean; accountType?: 'primary' | 'sub'; sql?: Record<string, unknown> } = {},
): Promise<void> {
  const columns: Record<string, unknown> = {
    tve_user_id: tveUserId,
    registered: fields.registered ?? false,
    account_type: fields.accountType ?? 'primary',
    ...fields.sql,
  };
  const names = Object.keys(columns);
  await database.query(
    `INSERT INTO users (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(columns),
  );
}

/** Inserts a session row directly and returns the cookie token that opens it. */
export async function insertSession(
  database: Database,
  tveUserId: string | null,
  expiresAt: Date = new Date(Date.now() + 30 * 24 * 3600 * 1000),
): Promise<string> {
  const token = newSessionToken();
  await database.query('INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, $3)', [
    hashSessionToken(token),
    tveUserId,
    expiresAt.toISOString(),
  ]);
  return token;
}
