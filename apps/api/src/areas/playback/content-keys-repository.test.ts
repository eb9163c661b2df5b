import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleIdSchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createContentKeysRepository } from './content-keys-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('content keys', () => {
  const kek = randomBytes(32);

  it('makes one key per title and one per channel and title, the same on every call', async () => {
    const keys = createContentKeysRepository(database.db, kek);
    const title = await keys.keyOf({ titleId: titleIdSchema.parse(501), channel: null });
    const live = await keys.keyOf({ titleId: titleIdSchema.parse(501), channel: 'shoeast' });
    expect(title.kid.equals(live.kid)).toBe(false);
    expect(title.key.equals(live.key)).toBe(false);
    // Another instance (no shared cache) reads the same key back.
    const again = await createContentKeysRepository(database.db, kek).keyOf({ titleId: titleIdSchema.parse(501), channel: null });
    expect([again.kid.equals(title.kid), again.key.equals(title.key)]).toEqual([true, true]);
    const [found] = await keys.keysByKid([live.kid, randomBytes(16)]);
    expect(found).toMatchObject({ titleId: 501, channel: 'shoeast' });
  });

  it('stores keys only wrapped: the database alone holds no key, and another KEK opens none', async () => {
    const key = await createContentKeysRepository(database.db, kek).keyOf({ titleId: titleIdSchema.parse(502), channel: null });
    const rows = await database.query<{ wrapped_key: Uint8Array }>('SELECT wrapped_key FROM content_keys');
    expect(rows.some((row) => Buffer.from(row.wrapped_key).includes(key.key))).toBe(false);
    await expect(createContentKeysRepository(database.db, randomBytes(32)).keysByKid([key.kid])).rejects.toThrow();
  });
});
