import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { verifyPassword } from './idp/password-hash.ts';
import { useTestApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { loadDictionary } from '../start-up/load-dictionary.ts';
import { loadProviders } from '../providers/load-providers.ts';
import { seedTvSubscribers } from './seed-tv-subscribers.ts';

const t = useTestApp();
const FILE = join(SEED_DIR, 'tv-subscribers.json');

async function providers() {
  const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), TEST_PUBLIC_URL);
  return loadProviders(join(SEED_DIR, 'providers.json'), TEST_PUBLIC_URL, dictionary);
}

describe('seedTvSubscribers', () => {
  it('adds every subscriber once, with app users for those with a profile, and never overwrites', async () => {
    const known = await providers();
    const added = await seedTvSubscribers(t.database.db, FILE, known);
    expect(added.length).toBeGreaterThanOrEqual(19);

    const [viewer] = await t.database.query<{ password_hash: string; entitled: boolean }>(
      "SELECT password_hash, entitled FROM tv_subscribers WHERE username = 'viewer'",
    );
    expect(await verifyPassword('stat-demo', viewer!.password_hash)).toBe(true);
    const [user] = await t.database.query<Record<string, unknown>>("SELECT * FROM users WHERE mso_user_id = 'bf-0001'");
    expect(user).toMatchObject({ registered: true, user_name: 'viewer', email_address: 'viewer@example.com', legal: true, mso_id: 102 });
    expect((user!.optional_attributes as Record<string, string>).HTML_INFO_BOX).toContain('Terms of Use');
    const [noProfile] = await t.database.query("SELECT count(*)::int AS n FROM users WHERE mso_user_id = 'nw-0001'");
    expect(noProfile).toEqual({ n: 0 });

    // An operator's (or the app's) later change stands: the second run adds and changes nothing.
    await t.database.query("UPDATE tv_subscribers SET household_id = 'moved' WHERE id = 'cf-0001'");
    await t.database.query("UPDATE users SET user_name = 'renamed' WHERE mso_user_id = 'bf-0001'");
    expect(await seedTvSubscribers(t.database.db, FILE, known)).toEqual([]);
    const [kept] = await t.database.query("SELECT household_id FROM tv_subscribers WHERE id = 'cf-0001'");
    expect(kept).toEqual({ household_id: 'moved' });
    const [renamed] = await t.database.query("SELECT user_name FROM users WHERE mso_user_id = 'bf-0001'");
    expect(renamed).toEqual({ user_name: 'renamed' });
    const [count] = await t.database.query('SELECT count(*)::int AS n FROM tv_subscribers');
    expect(count).toEqual({ n: added.length });
  });

  it('has a not-entitled subscriber for every upsell template', async () => {
    const known = await providers();
    const rows = await t.database.query<{ mso_id: number }>('SELECT DISTINCT mso_id FROM tv_subscribers WHERE NOT entitled');
    const templates = new Set(rows.map((row) => known.get(row.mso_id)?.data.upsellTemplate));
    const all = new Set([...known.values()].map((record) => record.data.upsellTemplate));
    expect(templates).toEqual(all);
  });
});
