import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, migrationFaqSchema } from '@stat/contracts';
import { createFlagStore } from '../flags/flag-store.ts';
import migrationFaqRoutes from './migration-faq-routes.ts';
import { SEED_DIR } from '../../paths.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS, buildTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const silent = { info: () => undefined, error: () => undefined };

/** The seed flag file with migrationFAQEnabled set to this variant, in a file of its own. */
async function flagsWithFaq(variant: 'on' | 'off') {
  const flags = JSON.parse(await readFile(join(SEED_DIR, 'flags.flagd.json'), 'utf8'));
  flags.flags.migrationFAQEnabled.defaultVariant = variant;
  const file = join(await mkdtemp(join(tmpdir(), 'flags-')), 'flags.json');
  await writeFile(file, JSON.stringify(flags));
  return createFlagStore(file, silent);
}

describe('GET /api/migration/faq', () => {
  it('answers the seed FAQ to anyone while migrationFAQEnabled is on (the seed default)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/migration/faq', headers: APP_HEADERS });
    expect(response.statusCode).toBe(200);
    const seed = migrationFaqSchema.parse(JSON.parse(await readFile(join(SEED_DIR, 'migration-faq.json'), 'utf8')));
    expect(migrationFaqSchema.parse(response.json())).toEqual(seed);
  });

  it('answers 404 error.notfound while migrationFAQEnabled is off', async () => {
    const app = await buildTestApp(t.database, { flagStore: await flagsWithFaq('off') });
    try {
      expectError(await app.inject({ method: 'GET', url: '/api/migration/faq', headers: APP_HEADERS }), 404, ERROR_CODES.notFound);
    } finally {
      await app.close();
    }
  });

  it('refuses to start on a FAQ file that breaks the schema', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'faq-')), 'faq.json');
    await writeFile(file, JSON.stringify({ headline: 'Moving', items: [] }));
    const app = Fastify();
    await expect(app.register(migrationFaqRoutes, { flagStore: await flagsWithFaq('on'), faqFile: file }).ready()).rejects.toThrow(/Invalid migration FAQ/);
    await app.close();
  });
});

describe('the migration on the ott variant', () => {
  const ott = useTestApp({ config: { variant: 'ott' } });
  it.each([
    ['GET', '/api/user/migrate'],
    ['PUT', '/api/user/migrate'],
    ['GET', '/api/migration/faq'],
  ] as const)('%s %s does not exist (404): a direct account has nowhere to move', async (method, url) => {
    const response = await ott.app.inject({ method, url, headers: APP_HEADERS, ...(method === 'PUT' ? { payload: {} } : {}) });
    expectError(response, 404, ERROR_CODES.notFound);
  });
});
