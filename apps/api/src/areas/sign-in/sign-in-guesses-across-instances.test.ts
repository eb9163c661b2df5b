import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDP_LABELS } from '@stat/contracts';
import { createTestBrowser, startSignIn, submitCredentials } from '../../test/test-browser.ts';
import { SEED_DIR } from '../../paths.ts';
import { loadDictionary } from '../start-up/load-dictionary.ts';
import { loadProviders } from '../providers/load-providers.ts';
import { seedTvSubscribers } from './seed-tv-subscribers.ts';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

/*
 * A guesser who spreads wrong passwords over two instances (issue 28): the instances count in one
 * table, so five wrong ones in all, wherever they landed, block the sixth try on either.
 */
const t = useTestApp();
let other: FastifyInstance;

beforeAll(async () => {
  const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), TEST_PUBLIC_URL);
  const providers = await loadProviders(join(SEED_DIR, 'providers.json'), TEST_PUBLIC_URL, dictionary);
  await seedTvSubscribers(t.database.db, join(SEED_DIR, 'tv-subscribers.json'), providers);
  other = await buildTestApp(t.database);
});
afterAll(() => other?.close());

describe('wrong passwords spread over two instances', () => {
  it('count together: after five in all from one address, the right one is refused on either instance', async () => {
    const address = { remoteAddress: '203.0.113.44' };
    const onFirst = createTestBrowser(t.app, address);
    const onSecond = createTestBrowser(other, address);
    const { next: firstForm } = await startSignIn(onFirst, 101);
    const { next: secondForm } = await startSignIn(onSecond, 101);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [browser, form] = attempt % 2 === 0 ? [onFirst, firstForm] : [onSecond, secondForm];
      expect((await submitCredentials(browser, form, 'viewer', 'wrong')).posted.body).toContain(IDP_LABELS.wrongCredentials);
    }
    for (const [browser, form] of [[onFirst, firstForm], [onSecond, secondForm]] as const) {
      const refused = await submitCredentials(browser, form, 'viewer', 'stat-demo');
      expect(refused.posted.statusCode).toBe(429);
      expect(refused.posted.body).toContain(IDP_LABELS.tooManyAttempts);
    }
  });
});
