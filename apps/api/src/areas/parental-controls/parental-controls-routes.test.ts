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
/** A PUT whose body is cut off mid-JSON. */
const putTruncatedJson = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"movie":' });

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

  it("lets a direct account's holder edit its own, never a sub, whatever the provider", () => {
    const canEdit = (accountType: 'primary' | 'sub', directAccount: boolean) =>
      effectiveRestrictions({ profile: { tveUserId: 'd', accountType }, provider: null, own: null, householdPrimary: null, directAccount }).canEdit;
    expect(canEdit('primary', true)).toBe(true);
    expect(canEdit('primary', false)).toBe(false);
    expect(canEdit('sub', true)).toBe(false);
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
    expectError(await putTruncatedJson('/api/user/pc', headers), 400, ERROR_CODES.requestInvalid);
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

describe('PUT /api/user/pc/{tveUserId}: a primary sets a sub profile of its household', () => {
  const putSub = (headers: Record<string, string>, tveUserId: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/user/pc/${encodeURIComponent(tveUserId)}`, headers, payload: payload as Record<string, unknown> });
  const SUB_LIMITS = { movie: 'MOVIE_PG', tv: 'TV_Y7', typeOfAccount: 'sub' } as const;

  it("saves the sub's own limits, which hold for the sub's next request though its old ones were cached", async () => {
    const primary = await signIn('p-set', { householdId: 'set' });
    await put(primary, STRICT);
    const child = await signIn('s-set', { accountType: 'sub', householdId: 'set' });
    // The sub's limits (the primary's defaults) are now in the viewers' cache.
    expect((await get('/api/user/pc', child)).json()).toMatchObject({ movie: 'MOVIE_PG', tv: 'TV_Y7' });
    const response = await putSub(primary, 's-set', { movie: 'MOVIE_G', tv: 'TV_Y', defaultMovie: 'MOVIE_R', typeOfAccount: 'sub' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      tveUserId: 's-set',
      accountType: 'sub',
      movie: 'MOVIE_G',
      tv: 'TV_Y',
      // A sub has no subs: whatever defaults were sent, its own stay unrestricted.
      defaultMovie: 'MOVIE_NR',
      defaultTv: 'TV_NR',
      display: { movie: 'G', tv: 'TV-Y' },
      canEdit: false,
      name: null,
    });
    expect((await get('/api/user/pc', child)).json()).toMatchObject({ movie: 'MOVIE_G', tv: 'TV_Y', canEdit: false });
    // The primary's own limits and defaults are untouched; the household list shows the sub's own.
    const household = householdRestrictionsSchema.parse((await get('/api/user/pc/all', primary)).json());
    expect(household.primary).toMatchObject({ movie: 'MOVIE_R', tv: 'TV_14', defaultMovie: 'MOVIE_PG', defaultTv: 'TV_Y7' });
    expect(household.subs).toEqual([expect.objectContaining({ tveUserId: 's-set', movie: 'MOVIE_G', tv: 'TV_Y' })]);
  });

  it("refuses another household's profiles, a primary's, unknown ones and the primary itself with 403, saving nothing", async () => {
    const primary = await signIn('p-mine', { householdId: 'mine' });
    await signIn('s-theirs', { accountType: 'sub', householdId: 'theirs' });
    await signIn('s-other-provider', { accountType: 'sub', householdId: 'mine', msoId: 104 });
    await signIn('p-co', { householdId: 'mine' });
    for (const id of ['s-theirs', 's-other-provider', 'p-co', 'p-mine', 'nobody']) {
      expectError(await putSub(primary, id, SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    }
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });

  it("refuses a sub, even for itself or a sibling, and primaries that may not set restrictions, with 403", async () => {
    const child = await signIn('s-me', { accountType: 'sub', householdId: 'kids' });
    await signIn('s-sib', { accountType: 'sub', householdId: 'kids' });
    expectError(await putSub(child, 's-me', SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    expectError(await putSub(child, 's-sib', SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    expectError(await put(child, SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    // A primaryOnly household has no sub limits to set; an others provider none at all.
    await signIn('s-only-sub', { accountType: 'sub', msoId: PRIMARY_ONLY, householdId: 'only' });
    const primaryOnly = await signIn('p-only-set', { msoId: PRIMARY_ONLY, householdId: 'only' });
    expectError(await putSub(primaryOnly, 's-only-sub', SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    await signIn('s-others-sub', { accountType: 'sub', msoId: OTHERS, householdId: 'others' });
    const others = await signIn('p-others-set', { msoId: OTHERS, householdId: 'others' });
    expectError(await putSub(others, 's-others-sub', SUB_LIMITS), 403, ERROR_CODES.parentalControlsNotAllowed);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });

  it('answers 400 to bad levels, a typeOfAccount other than sub, extra keys and bad JSON; 401 signed out; 403 cross-site', async () => {
    const primary = await signIn('p-bad-sub', { householdId: 'bad' });
    await signIn('s-bad', { accountType: 'sub', householdId: 'bad' });
    for (const payload of [
      { ...SUB_LIMITS, movie: 'MOVIE_NC_17' },
      { ...SUB_LIMITS, tv: 'TV_MA ' },
      { ...SUB_LIMITS, typeOfAccount: 'primary' },
      { ...SUB_LIMITS, tveUserId: 's-bad' },
      { movie: 'MOVIE_G', typeOfAccount: 'sub' },
    ]) {
      expectError(await putSub(primary, 's-bad', payload), 400, ERROR_CODES.requestInvalid);
    }
    expectError(await putTruncatedJson('/api/user/pc/s-bad', primary), 400, ERROR_CODES.requestInvalid);
    expectError(await putSub(APP_HEADERS, 's-bad', SUB_LIMITS), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await putSub({ ...primary, 'sec-fetch-site': 'cross-site' }, 's-bad', SUB_LIMITS), 403, ERROR_CODES.requestForbidden);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });
});

describe('a direct (ott) account sets its own limits', () => {
  /** A direct account: a user with no provider and credentials of ours. */
  async function signInDirect(tveUserId: string) {
    await insertUser(t.database, tveUserId, { registered: true, sql: { user_name: `${tveUserId}-name`, legal: true } });
    await t.database.query('INSERT INTO accounts (tve_user_id, email, password_hash) VALUES ($1, $2, $3)', [tveUserId, `${tveUserId}@example.test`, 'x']);
    return { ...APP_HEADERS, ...cookie(await insertSession(t.database, tveUserId)) };
  }

  it('may edit, saves its limits, which hold at once, and sees itself as the household', async () => {
    const holder = await signInDirect('d-holder');
    expect((await get('/api/user/pc', holder)).json()).toMatchObject({ ...unrestricted, canEdit: true });
    const response = await put(holder, { movie: 'MOVIE_PG_13', tv: 'TV_PG', typeOfAccount: 'primary' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ movie: 'MOVIE_PG_13', tv: 'TV_PG', display: { movie: 'PG-13', tv: 'TV-PG' }, canEdit: true });
    expect((await get('/api/user/pc', holder)).json()).toMatchObject({ movie: 'MOVIE_PG_13', tv: 'TV_PG' });
    expect((await get('/api/user/pc/all', holder)).json()).toEqual({
      primary: expect.objectContaining({ tveUserId: 'd-holder', name: 'd-holder-name', movie: 'MOVIE_PG_13', canEdit: true }),
      subs: [],
    });
  });

  it("never another profile's limits, nor those of a user with no provider and no account of ours", async () => {
    const holder = await signInDirect('d-other');
    await signInDirect('d-neighbour');
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/user/pc/d-neighbour', headers: holder, payload: { movie: 'MOVIE_G', tv: 'TV_Y', typeOfAccount: 'primary' } }),
      403,
      ERROR_CODES.parentalControlsNotAllowed,
    );
    await insertUser(t.database, 'no-account', { registered: true });
    const stranger = { ...APP_HEADERS, ...cookie(await insertSession(t.database, 'no-account')) };
    expect((await get('/api/user/pc', stranger)).json()).toMatchObject({ canEdit: false });
    expectError(await put(stranger, { ...STRICT }), 403, ERROR_CODES.parentalControlsNotAllowed);
    expect(await t.database.query('SELECT tve_user_id FROM parental_controls')).toEqual([]);
  });
});
