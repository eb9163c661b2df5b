import { beforeEach, describe, expect, it } from 'vitest';
import { insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { createParentalControlsRepository } from './parental-controls-repository.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

const STRICT = { movie: 'MOVIE_PG_13', tv: 'TV_PG', defaultMovie: 'MOVIE_G', defaultTv: 'TV_Y' } as const;

describe('parental controls repository', () => {
  it('saves, replaces and finds a profile\'s restrictions', async () => {
    const repository = createParentalControlsRepository(t.database.db);
    await insertUser(t.database, 'u1');
    expect(await repository.find('u1')).toBeNull();
    expect(await repository.save('u1', STRICT)).toEqual(STRICT);
    const relaxed = { ...STRICT, movie: 'MOVIE_R' } as const;
    expect(await repository.save('u1', relaxed)).toEqual(relaxed);
    expect(await repository.find('u1')).toEqual(relaxed);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toHaveLength(1);
  });

  it('finds several profiles at once, leaving out those without a row', async () => {
    const repository = createParentalControlsRepository(t.database.db);
    await insertUser(t.database, 'u1');
    await insertUser(t.database, 'u2');
    await repository.save('u1', STRICT);
    expect(await repository.findMany([])).toEqual(new Map());
    expect(await repository.findMany(['u1', 'u2', 'nobody'])).toEqual(new Map([['u1', STRICT]]));
  });

  it('reads a stored value outside the rating lists as the most restrictive level (fails closed)', async () => {
    const repository = createParentalControlsRepository(t.database.db);
    await insertUser(t.database, 'u1');
    await t.database.query("INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ('u1', 'NC_17', 'TV_PG', 'X', 'TV_Y')");
    expect(await repository.find('u1')).toEqual({ movie: 'MOVIE_G', tv: 'TV_PG', defaultMovie: 'MOVIE_G', defaultTv: 'TV_Y' });
  });

  it("reads a user's household, and the rows go with their user", async () => {
    const repository = createParentalControlsRepository(t.database.db);
    await insertUser(t.database, 'u1', { sql: { household_id: 'h9' } });
    await insertUser(t.database, 'u2');
    expect(await repository.householdId('u1')).toBe('h9');
    expect(await repository.householdId('u2')).toBeNull();
    expect(await repository.householdId('nobody')).toBeNull();
    await repository.save('u1', STRICT);
    await t.database.query("DELETE FROM users WHERE tve_user_id = 'u1'");
    expect(await repository.find('u1')).toBeNull();
  });
});
