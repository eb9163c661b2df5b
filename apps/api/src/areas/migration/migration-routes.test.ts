import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, migrateAnswerSchema, migrationPreviewSchema, type MigrateRequest } from '@stat/contracts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import { expectError } from '../../test/expect-error.ts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, catalogue } = useCatalogueTestApp();

type Headers = Record<string, string>;
const PASSWORD = 'moving-day-42';
const ADULT = '1988-06-01';

const preview = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/migrate', headers });
const migrate = (headers: Headers, payload: MigrateRequest | Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/migrate', headers, payload });
const create = (email: string): MigrateRequest => ({ action: 'create', email, password: PASSWORD, birthDate: ADULT });

const movies = () => catalogue().titles.filter((title) => title.type === 'movie');

/** A stat viewer with an e-mail, two movies and a series in My List, one resume point and restrictions. */
async function viewerWithThings(id: string): Promise<Headers> {
  const headers = await signedInViewer(t.database, id, { movie: 'MOVIE_PG_13', tv: 'TV_14' });
  await t.database.query("UPDATE users SET email_address = $2, first_name = 'Ada', last_name = 'Lane', zipcode = '10001' WHERE tve_user_id = $1", [id, `${id}@stat.test`]);
  const [first, second] = movies();
  await t.database.query(
    `INSERT INTO my_list_items (tve_user_id, item_type, item_id, added_at) VALUES
       ($1, 'title', $2, now() - interval '2 minutes'), ($1, 'series', $3, now() - interval '1 minute'), ($1, 'title', $4, now())`,
    [id, first!.id, catalogue().series[0]!.id, second!.id],
  );
  await t.database.query("INSERT INTO watch_progress (tve_user_id, title_id, seconds, status) VALUES ($1, $2, 600, 'IN_PROGRESS'), ($1, $3, 0, 'WATCHED')", [
    id,
    first!.id,
    second!.id,
  ]);
  return headers;
}

const directRows = async (email: string) => {
  const [account] = await t.database.query<{ tve_user_id: string }>('SELECT tve_user_id FROM accounts WHERE email = $1', [email]);
  if (!account) return null;
  const id = account.tve_user_id;
  const list = await t.database.query<{ item_type: string; item_id: number }>(
    'SELECT item_type, item_id FROM my_list_items WHERE tve_user_id = $1 ORDER BY added_at DESC',
    [id],
  );
  const progress = await t.database.query<{ title_id: number; seconds: number }>('SELECT title_id, seconds FROM watch_progress WHERE tve_user_id = $1', [id]);
  const limits = await t.database.query<{ movie: string; tv: string }>('SELECT movie, tv FROM parental_controls WHERE tve_user_id = $1', [id]);
  return { id, list, progress, limits };
};

describe('GET /api/user/migrate', () => {
  it('answers 401 error.session.loggedOut signed out', async () => {
    expectError(await preview(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
  });

  it("shows the viewer's own count and sample of each, newest first, with names and artwork, and their restrictions", async () => {
    const headers = await viewerWithThings('ada');
    await viewerWithThings('someone-else');
    const response = await preview(headers);
    expect(response.statusCode).toBe(200);
    const answer = migrationPreviewSchema.parse(response.json());
    const [first, second] = movies();
    expect(answer.email).toBe('ada@stat.test');
    expect(answer.myList.count).toBe(3);
    expect(answer.myList.sample.map((item) => item.name)).toEqual([second!.name, catalogue().series[0]!.name, first!.name]);
    expect(answer.myList.sample.every((item) => item.image?.url)).toBe(true);
    // Only what is in progress is a resume point; a watched title is not.
    expect(answer.resumePoints).toMatchObject({ count: 1, sample: [{ name: first!.name }] });
    expect(answer.restrictions).toEqual({ movie: 'MOVIE_PG_13', tv: 'TV_14' });
    expect(answer.migratedTo).toBeNull();
  });

  it('shows nothing to carry for a viewer with nothing', async () => {
    const answer = migrationPreviewSchema.parse((await preview(await signedInViewer(t.database, 'empty'))).json());
    expect(answer).toMatchObject({ myList: { count: 0, sample: [] }, resumePoints: { count: 0, sample: [] }, restrictions: null });
  });
});

describe('PUT /api/user/migrate', () => {
  it('answers 401 error.session.loggedOut signed out, and creates nothing', async () => {
    expectError(await migrate(APP_HEADERS, create('nobody@stat.test')), 401, ERROR_CODES.sessionLoggedOut);
    expect(await directRows('nobody@stat.test')).toBeNull();
  });

  it('creates the direct account and copies My List in its order, the resume point and the restrictions', async () => {
    const headers = await viewerWithThings('ada');
    const response = await migrate(headers, create('Ada@Stat.test '));
    expect(response.statusCode).toBe(200);
    expect(migrateAnswerSchema.parse(response.json())).toEqual({
      email: 'ada@stat.test',
      created: true,
      copied: { myList: 3, resumePoints: 1, restrictions: true },
    });
    const [first, second] = movies();
    const direct = await directRows('ada@stat.test');
    expect(direct!.list).toEqual([
      { item_type: 'title', item_id: second!.id },
      { item_type: 'series', item_id: catalogue().series[0]!.id },
      { item_type: 'title', item_id: first!.id },
    ]);
    expect(direct!.progress).toEqual([{ title_id: first!.id, seconds: 600 }]);
    expect(direct!.limits).toEqual([{ movie: 'MOVIE_PG_13', tv: 'TV_14' }]);
    const [user] = await t.database.query('SELECT first_name, last_name, registered FROM users WHERE tve_user_id = $1', [direct!.id]);
    expect(user).toEqual({ first_name: 'Ada', last_name: 'Lane', registered: true });
    expect(migrationPreviewSchema.parse((await preview(headers)).json()).migratedTo).toBe('ada@stat.test');
  });

  it('is idempotent: a retry of the same move copies nothing twice and makes no second account', async () => {
    const headers = await viewerWithThings('ada');
    expect((await migrate(headers, create('ada@stat.test'))).statusCode).toBe(200);
    const retry = await migrate(headers, create('ada@stat.test'));
    expect(retry.statusCode).toBe(200);
    expect(migrateAnswerSchema.parse(retry.json())).toEqual({ email: 'ada@stat.test', created: false, copied: { myList: 0, resumePoints: 0, restrictions: false } });
    const direct = await directRows('ada@stat.test');
    expect(direct!.list).toHaveLength(3);
    expect(direct!.progress).toHaveLength(1);
    expect(await t.database.query("SELECT 1 FROM accounts WHERE email = 'ada@stat.test'")).toHaveLength(1);
  });

  it('links an existing direct account by its password, adding to what it has and keeping its own restrictions', async () => {
    const headers = await viewerWithThings('ada');
    const made = await t.app.accountsRepository.create({
      email: 'ada@stat.test',
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Ada',
      lastName: 'Lane',
      zipcode: '10001',
      birthDate: ADULT,
      newsletterSubscribed: false,
    });
    if (made === 'exists') throw new Error('the account should be new');
    const [first] = movies();
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ($1, 'title', $2)", [made.tveUserId, first!.id]);
    await t.database.query("INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ($1, 'MOVIE_G', 'TV_Y', 'MOVIE_NR', 'TV_NR')", [made.tveUserId]);

    const response = await migrate(headers, { action: 'link', email: 'ada@stat.test', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(migrateAnswerSchema.parse(response.json())).toEqual({ email: 'ada@stat.test', created: false, copied: { myList: 2, resumePoints: 1, restrictions: false } });
    const direct = await directRows('ada@stat.test');
    expect(direct!.id).toBe(made.tveUserId);
    expect(direct!.list).toHaveLength(3);
    expect(direct!.limits).toEqual([{ movie: 'MOVIE_G', tv: 'TV_Y' }]);
  });

  it("refuses to link with a wrong password or an e-mail no account has, alike, and copies nothing", async () => {
    const headers = await viewerWithThings('ada');
    await migrate(await viewerWithThings('owner'), create('taken@stat.test'));
    const before = await directRows('taken@stat.test');
    expectError(
      await migrate(headers, { action: 'link', email: 'taken@stat.test', password: 'not-the-password-1' }),
      401,
      ERROR_CODES.migrationCredentials,
      API_MESSAGES.migrationCredentials,
    );
    expectError(await migrate(headers, { action: 'link', email: 'nobody@stat.test', password: PASSWORD }), 401, ERROR_CODES.migrationCredentials);
    expect(await directRows('taken@stat.test')).toEqual(before);
    expect(migrationPreviewSchema.parse((await preview(headers)).json()).migratedTo).toBeNull();
  });

  it("refuses to create over another viewer's direct account (409 error.user.exists), leaving it as it was", async () => {
    await migrate(await viewerWithThings('owner'), create('taken@stat.test'));
    const before = await directRows('taken@stat.test');
    expectError(await migrate(await viewerWithThings('ada'), create('taken@stat.test')), 409, ERROR_CODES.userExists);
    expect(await directRows('taken@stat.test')).toEqual(before);
  });

  it('stops guessing: past the wrong-password limit even the right password is refused with 429', async () => {
    const headers = await viewerWithThings('ada');
    await migrate(await viewerWithThings('owner'), create('taken@stat.test'));
    let last = 0;
    for (let attempt = 0; attempt < 12 && last !== 429; attempt += 1) {
      last = (await migrate(headers, { action: 'link', email: 'taken@stat.test', password: `guess-${attempt}-x` })).statusCode;
    }
    expect(last).toBe(429);
    expectError(await migrate(headers, { action: 'link', email: 'taken@stat.test', password: PASSWORD }), 429, ERROR_CODES.accountTooManyAttempts);
  });

  it.each([
    ['no action', { email: 'a@stat.test', password: PASSWORD }, ERROR_CODES.requestInvalid],
    ['an unknown action', { action: 'merge', email: 'a@stat.test', password: PASSWORD }, ERROR_CODES.requestInvalid],
    ['a malformed e-mail', { action: 'link', email: 'not an e-mail', password: PASSWORD }, ERROR_CODES.requestInvalid],
    ['no password', { action: 'link', email: 'a@stat.test' }, ERROR_CODES.requestInvalid],
    ['create without a birth date', { action: 'create', email: 'a@stat.test', password: PASSWORD }, ERROR_CODES.requestInvalid],
    ['a malformed birth date', { action: 'create', email: 'a@stat.test', password: PASSWORD, birthDate: '31/12/1990' }, ERROR_CODES.requestInvalid],
    ['a password that breaks the rules', { action: 'create', email: 'a@stat.test', password: 'short', birthDate: ADULT }, ERROR_CODES.passwordRejected],
    ['under 18', { action: 'create', email: 'a@stat.test', password: PASSWORD, birthDate: `${new Date().getFullYear() - 10}-01-01` }, ERROR_CODES.underage],
  ])('refuses %s with 400 and creates nothing', async (_case, payload, code) => {
    expectError(await migrate(await viewerWithThings('ada'), payload), 400, code);
    expect(await directRows('a@stat.test')).toBeNull();
  });

  it('is refused without the app\'s same-origin headers (CSRF)', async () => {
    const headers = await viewerWithThings('ada');
    const response = await migrate({ cookie: headers.cookie! }, create('ada@stat.test'));
    expect(response.statusCode).toBe(403);
    expect(await directRows('ada@stat.test')).toBeNull();
  });
});
