import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountSubject } from '../sign-in/idp/idp-secrets.ts';
import { SEED_DIR } from '../../paths.ts';
import { useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { applyDemoIdentities } from './demo-identities.ts';
import { loadDictionary } from '../start-up/load-dictionary.ts';
import { loadProviders, type Providers } from '../providers/load-providers.ts';

const t = useTestApp();
let providers: Providers;
beforeAll(async () => {
  const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), 'http://localhost:8080');
  providers = await loadProviders(join(SEED_DIR, 'providers.json'), 'http://localhost:8080', dictionary);
});
beforeEach(async () => {
  await clearTables(t.database);
  await t.database.exec('DELETE FROM tv_subscribers; DELETE FROM oidc_payloads;');
});

const count = async (sql: string) => Number((await t.database.query<{ n: string }>(sql))[0]!.n);
const stored = async () => ({
  tvSubscribers: await count('SELECT count(*) AS n FROM tv_subscribers'),
  directAccounts: await count('SELECT count(*) AS n FROM accounts'),
  users: await count('SELECT count(*) AS n FROM users'),
});

describe('applyDemoIdentities (DEMO_ACCOUNTS)', () => {
  it('on stat seeds the TV subscribers and no direct account: those are the ott variant’s', async () => {
    const outcome = await applyDemoIdentities(t.database.db, { enabled: true, variant: 'stat', providers });
    expect(outcome.added.tvSubscribers.length).toBeGreaterThan(0);
    expect(outcome.added.directAccounts).toEqual([]);
    expect(await stored()).toMatchObject({ directAccounts: 0 });
    expect(await count("SELECT count(*) AS n FROM users WHERE email_address LIKE '%@stat.test'")).toBe(0);
  });

  it('on ott seeds the direct accounts (subscriber, lapsed, one per app store and partner, complimentary) too', async () => {
    const outcome = await applyDemoIdentities(t.database.db, { enabled: true, variant: 'ott', providers });
    expect(outcome.added.directAccounts).toEqual(['subscriber@stat.test', 'lapsed@stat.test', 'partner@stat.test', 'porku@stat.test', 'scrapple@stat.test', 'spamazon@stat.test', 'hamdroid@stat.test', 'complimentary@stat.test', 'pjork@stat.test', 'cablevista@stat.test', 'salamisclub@stat.test']);
  });

  it('off seeds nothing, and removes what an earlier start seeded, with users and provider sessions', async () => {
    await applyDemoIdentities(t.database.db, { enabled: true, variant: 'ott', providers });
    const [account] = await t.database.query<{ tve_user_id: string }>("SELECT tve_user_id FROM accounts WHERE email = 'subscriber@stat.test'");
    await t.database.query("INSERT INTO oidc_payloads (type, id, payload) VALUES ('Session', 's1', $1), ('Session', 's2', $2)", [
      JSON.stringify({ accountId: accountSubject(account!.tve_user_id) }),
      JSON.stringify({ accountId: 'someone-else' }),
    ]);
    // A real viewer's user beside them stays.
    await t.database.query("INSERT INTO users (tve_user_id, registered, account_type) VALUES ('real-viewer', true, 'primary')");

    const outcome = await applyDemoIdentities(t.database.db, { enabled: false, variant: 'ott', providers });
    expect(outcome.added).toEqual({ tvSubscribers: [], directAccounts: [] });
    expect(outcome.removed.directAccounts).toHaveLength(11);
    expect(outcome.removed.tvSubscribers.length).toBeGreaterThan(0);
    expect(await stored()).toEqual({ tvSubscribers: 0, directAccounts: 0, users: 1 });
    expect(await t.database.query('SELECT id FROM oidc_payloads')).toEqual([{ id: 's2' }]);

    // And a fresh database stays empty.
    expect((await applyDemoIdentities(t.database.db, { enabled: false, variant: 'stat', providers })).removed).toEqual({ tvSubscribers: [], directAccounts: [] });
  });
});
