import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  householdRestrictionsSchema,
  viewerRestrictionsSchema,
  type ParentalControlsPayload,
} from '@stat/contracts';
import { hashSessionToken } from '../../plugins/sessions-repository.ts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { expectError } from '../../test/expect-error.ts';
import { effectiveRestrictions } from './restrictions.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

// Seed providers: 101 primarySub + SHOWTIME, 102 primaryOnly + SHOWTIME, 103 others, 104 primarySub + SHOWTIME.
const PRIMARY_SUB = 101;
const PRIMARY_ONLY = 102;
const OTHERS = 103;

const cookie = (token: string) => ({ cookie: `stat_sid=${token}` });

interface Member {
  accountType?: 'primary' | 'sub';
  msoId?: number;
  householdId?: string | null;
}

/** A registered user of a provider household, signed in: the headers of its calls. */
async function signIn(tveUserId: string, { accountType = 'primary', msoId = PRIMARY_SUB, householdId = 'h1' }: Member = {}) {
  await insertUser(t.database, tveUserId, {
    registered: true,
    accountType,
    sql: { mso_id: msoId, mso_user_id: `m-${tveUserId}`, household_id: householdId, legal: accountType === 'primary' },
  });
  return { ...APP_HEADERS, ...cookie(await insertSession(t.database, tveUserId)) };
}

const STRICT: ParentalControlsPayload = { movie: 'MOVIE_R', tv: 'TV_14', defaultMovie: 'MOVIE_PG', defaultTv: 'TV_Y7', typeOfAccount: 'primary' };

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/pc', headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

const unrestricted = { movie: 'MOVIE_NR', tv: 'TV_NR', display: { movie: 'Unrestricted', tv: 'Unrestricted' } };

describe('effectiveRestrictions', () => {
  const provider = { accountType: 'primarySub', parentalControls: 'SHOWTIME' } as const;
  const saved = { movie: 'MOVIE_R', tv: 'TV_14', defaultMovie: 'MOVIE_PG', defaultTv: 'TV_Y7' } as const;
  const sub = { tveUserId: 's', accountType: 'sub' } as const;

  it("gives a profile's own saved restrictions first, with their labels", () => {
    expect(effectiveRestrictions({ profile: { tveUserId: 'p', accountType: 'primary' }, provider, own: saved, householdPrimary: null })).toEqual({
      tveUserId: 'p',
      accountType: 'primary',
      ...saved,
      display: { movie: 'R', tv: 'TV-14' },
      canEdit: true,
    });
  });

  it("gives a primarySub household's sub the primary's defaults, and no one else", () => {
    expect(effectiveRestrictions({ profile: sub, provider, own: null, householdPrimary: saved })).toMatchObject({
      movie: 'MOVIE_PG',
      tv: 'TV_Y7',
      display: { movie: 'PG', tv: 'TV-Y7' },
      canEdit: false,
    });
    const primaryOnly = { accountType: 'primaryOnly', parentalControls: 'SHOWTIME' } as const;
    expect(effectiveRestrictions({ profile: sub, provider: primaryOnly, own: null, householdPrimary: saved })).toMatchObject(unrestricted);
    expect(effectiveRestrictions({ profile: sub, provider: null, own: null, householdPrimary: saved })).toMatchObject(unrestricted);
    expect(effectiveRestrictions({ profile: { ...sub, accountType: 'primary' }, provider, own: null, householdPrimary: saved })).toMatchObject(
      unrestricted,
    );
  });

  it('gives MOVIE_NR and TV_NR when nothing is saved', () => {
    expect(effectiveRestrictions({ profile: sub, provider, own: null, householdPrimary: null })).toMatchObject({
      ...unrestricted,
      defaultMovie: 'MOVIE_NR',
      defaultTv: 'TV_NR',
    });
  });

  it('lets only an eligible primary edit', () => {
    const primary = { tveUserId: 'p', accountType: 'primary' } as const;
    const canEdit = (rules: { accountType: 'primarySub' | 'primaryOnly' | 'others'; parentalControls: string | null } | null) =>
      effectiveRestrictions({ profile: primary, provider: rules, own: null, householdPrimary: null }).canEdit;
    expect(canEdit({ accountType: 'primaryOnly', parentalControls: 'SHOWTIME' })).toBe(true);
    expect(canEdit({ accountType: 'others', parentalControls: 'SHOWTIME' })).toBe(false);
    expect(canEdit({ accountType: 'primarySub', parentalControls: null })).toBe(false);
    expect(canEdit(null)).toBe(false);
  });
});

describe('PUT /api/user/pc', () => {
  it("saves an eligible primary's restrictions and answers them", async () => {
    const headers = await signIn('p1');
    const response = await put(headers, STRICT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(viewerRestrictionsSchema.parse(response.json())).toEqual({
      tveUserId: 'p1',
      accountType: 'primary',
      movie: 'MOVIE_R',
      tv: 'TV_14',
      defaultMovie: 'MOVIE_PG',
      defaultTv: 'TV_Y7',
      display: { movie: 'R', tv: 'TV-14' },
      canEdit: true,
    });
    expect((await get('/api/user/pc', headers)).json()).toEqual(response.json());
    // A second save replaces the first; omitted defaults are unrestricted.
    const again = await put(headers, { movie: 'MOVIE_G', tv: 'TV_G', typeOfAccount: 'primary' });
    expect(again.json()).toMatchObject({ movie: 'MOVIE_G', tv: 'TV_G', defaultMovie: 'MOVIE_NR', defaultTv: 'TV_NR' });
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([{ tve_user_id: 'p1' }]);
  });

  it('refuses anyone but an eligible primary with 403 error.pc.notallowed', async () => {
    const cases: [string, Member, ParentalControlsPayload['typeOfAccount']][] = [
      ['sub', { accountType: 'sub' }, 'sub'],
      ['others-primary', { msoId: OTHERS }, 'primary'],
      ['no-showtime-primary', { msoId: 105 }, 'primary'],
      ['unknown-mso-primary', { msoId: 999 }, 'primary'],
    ];
    for (const [id, member, typeOfAccount] of cases) {
      const headers = await signIn(id, member);
      expectError(await put(headers, { ...STRICT, typeOfAccount }), 403, ERROR_CODES.parentalControlsNotAllowed);
    }
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });

  it("answers 400 when typeOfAccount is not the account's type", async () => {
    const headers = await signIn('p-type');
    expectError(await put(headers, { ...STRICT, typeOfAccount: 'sub' }), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 400 in the error shape to malformed bodies: bad ratings, extra keys, wrong types, bad JSON', async () => {
    const headers = await signIn('p-bad');
    for (const payload of [
      { ...STRICT, movie: 'MOVIE_X' },
      { ...STRICT, tv: 'MOVIE_R' },
      { ...STRICT, defaultTv: 'tv_14' },
      { ...STRICT, typeOfAccount: 'Primary' },
      { ...STRICT, tveUserId: 'someone-else' },
      { ...STRICT, movie: 3 },
      { tv: 'TV_14', typeOfAccount: 'primary' },
      ['MOVIE_R'],
    ]) {
      expectError(await put(headers, payload), 400, ERROR_CODES.requestInvalid);
    }
    const badJson = await t.app.inject({
      method: 'PUT',
      url: '/api/user/pc',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"movie":',
    });
    expectError(badJson, 400, ERROR_CODES.requestInvalid);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });

  it('refuses signed-out, stolen, expired and rotated-out sessions (401) and other sites (403)', async () => {
    await signIn('p-old');
    const expired = await insertSession(t.database, 'p-old', new Date(Date.now() - 1000));
    const rotated = await insertSession(t.database, 'p-old');
    await t.app.sessionsRepository.rotate(hashSessionToken(rotated), 'p-old');
    for (const token of [null, 'C'.repeat(43), expired, rotated]) {
      const headers = token ? { ...APP_HEADERS, ...cookie(token) } : APP_HEADERS;
      expectError(await put(headers, STRICT), 401, ERROR_CODES.sessionLoggedOut);
      expectError(await get('/api/user/pc', headers), 401, ERROR_CODES.sessionLoggedOut);
      expectError(await get('/api/user/pc/all', headers), 401, ERROR_CODES.sessionLoggedOut);
    }
    const headers = await signIn('p-csrf');
    expectError(await put({ ...headers, 'sec-fetch-site': 'cross-site' }, STRICT), 403, ERROR_CODES.requestForbidden);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });
});

describe('GET /api/user/pc', () => {
  it('gives an eligible primary with nothing saved no limits, and lets it edit', async () => {
    const response = await get('/api/user/pc', await signIn('p-new'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ tveUserId: 'p-new', ...unrestricted, canEdit: true });
  });

  it('applies a save at once, here, to the household: a sub signed in before sees the new defaults on its next call', async () => {
    const primary = await signIn('p-now', { householdId: 'now' });
    const child = await signIn('s-now', { accountType: 'sub', householdId: 'now' });
    // Read once, so each session's limits are in the viewers' cache.
    expect((await get('/api/user/pc', child)).json()).toMatchObject({ movie: 'MOVIE_NR', tv: 'TV_NR' });
    expect((await get('/api/user/pc', primary)).json()).toMatchObject({ movie: 'MOVIE_NR', tv: 'TV_NR' });
    expect((await put(primary, STRICT)).statusCode).toBe(200);
    expect((await get('/api/user/pc', primary)).json()).toMatchObject({ movie: 'MOVIE_R', tv: 'TV_14' });
    expect((await get('/api/user/pc', child)).json()).toMatchObject({ movie: 'MOVIE_PG', tv: 'TV_Y7' });
  });

  it("gives a sub of a primarySub household its primary's defaults, and a sub of ANOTHER household none of them", async () => {
    await put(await signIn('p-home', { householdId: 'home' }), STRICT);
    const child = await signIn('s-child', { accountType: 'sub', householdId: 'home' });
    expect((await get('/api/user/pc', child)).json()).toMatchObject({
      tveUserId: 's-child',
      movie: 'MOVIE_PG',
      tv: 'TV_Y7',
      display: { movie: 'PG', tv: 'TV-Y7' },
      canEdit: false,
    });
    const strangers: [string, Member][] = [
      ['s-next-door', { accountType: 'sub', householdId: 'next-door' }],
      // The same household id under another provider is another household.
      ['s-other-mso', { accountType: 'sub', householdId: 'home', msoId: 104 }],
      ['s-no-household', { accountType: 'sub', householdId: null }],
    ];
    for (const [id, member] of strangers) {
      expect((await get('/api/user/pc', await signIn(id, member))).json(), id).toMatchObject({ tveUserId: id, ...unrestricted });
    }
  });

  it('gives no defaults to the subs of a primaryOnly household', async () => {
    await insertUser(t.database, 'p-only', { registered: true, sql: { mso_id: PRIMARY_ONLY, mso_user_id: 'm-p-only', household_id: 'h2' } });
    await t.database.query(
      "INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ('p-only', 'MOVIE_G', 'TV_Y', 'MOVIE_G', 'TV_Y')",
    );
    const sub = await signIn('s-only', { accountType: 'sub', msoId: PRIMARY_ONLY, householdId: 'h2' });
    expect((await get('/api/user/pc', sub)).json()).toMatchObject(unrestricted);
  });
});

describe('GET /api/user/pc/all', () => {
  it("gives an eligible primary itself and its own household's subs, no one else's", async () => {
    const primary = await signIn('p-all', { householdId: 'fam' });
    await put(primary, STRICT);
    await signIn('s-a', { accountType: 'sub', householdId: 'fam' });
    await signIn('s-b', { accountType: 'sub', householdId: 'fam' });
    await signIn('s-elsewhere', { accountType: 'sub', householdId: 'other' });
    await signIn('s-other-mso', { accountType: 'sub', householdId: 'fam', msoId: 104 });
    const response = await get('/api/user/pc/all', primary);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const household = householdRestrictionsSchema.parse(response.json());
    expect(household.primary).toMatchObject({ tveUserId: 'p-all', movie: 'MOVIE_R', canEdit: true });
    expect(household.subs.map((sub) => sub.tveUserId).sort()).toEqual(['s-a', 's-b']);
    for (const sub of household.subs) expect(sub).toMatchObject({ accountType: 'sub', movie: 'MOVIE_PG', tv: 'TV_Y7', canEdit: false });
  });

  it('gives a sub only itself, and a primary that may not set restrictions nothing', async () => {
    await put(await signIn('p-fam', { householdId: 'fam' }), STRICT);
    const sub = await signIn('s-self', { accountType: 'sub', householdId: 'fam' });
    await signIn('s-sibling', { accountType: 'sub', householdId: 'fam' });
    expect((await get('/api/user/pc/all', sub)).json()).toEqual({
      primary: null,
      subs: [expect.objectContaining({ tveUserId: 's-self', movie: 'MOVIE_PG', tv: 'TV_Y7' })],
    });
    const others = await signIn('p-others', { msoId: OTHERS, householdId: 'fam' });
    expect((await get('/api/user/pc/all', others)).json()).toEqual({ primary: null, subs: [] });
  });
});
