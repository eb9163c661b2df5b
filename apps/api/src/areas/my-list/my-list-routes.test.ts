import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MY_LIST_MAX_ITEMS,
  myListAddedSchema,
  myListSchema,
} from '@stat/contracts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

import { signedInViewer, type RatingLimitsRow } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';

const { t, catalogue } = useCatalogueTestApp();

type Headers = Record<string, string>;

const signIn = (id: string, restrictions?: RatingLimitsRow): Promise<Headers> => signedInViewer(t.database, id, restrictions);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = APP_HEADERS) => t.app.inject({ method, url, headers });
const list = (headers: Headers) => call('GET', '/api/v3/user/my-list', headers);
const add = (headers: Headers, kind: 'title' | 'series', id: number | string) => call('POST', `/api/v3/user/my-list/${kind}/${id}`, headers);
const remove = (headers: Headers, kind: 'title' | 'series', id: number | string) => call('DELETE', `/api/v3/user/my-list/${kind}/${id}`, headers);
const itemsOf = async (headers: Headers) => myListSchema.parse((await list(headers)).json()).items;

const movie = (rating?: string) => catalogue().titles.find((title) => title.type === 'movie' && (!rating || title.rating === rating))!;
const fight = () => catalogue().titles.find((title) => title.type === 'fight')!;
const trailer = () => catalogue().titles.find((title) => title.type === 'trailer')!;
const series = (rating?: string) => catalogue().series.find((one) => !rating || one.rating === rating)!;
const episode = () => catalogue().series[0]!.seasons[0]!.episodes[0]!;

describe('GET /api/v3/user/my-list', () => {
  it('answers 401 error.session.loggedOut signed out, no-store', async () => {
    const response = await list(APP_HEADERS);
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an empty list at first, no-store', async () => {
    const response = await list(await signIn('empty'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(myListSchema.parse(response.json())).toEqual({ items: [] });
  });

  it('lists movies, episodes, fights and series newest first, each with its one image type', async () => {
    const headers = await signIn('lister');
    for (const [kind, id] of [
      ['title', movie().id],
      ['series', series().id],
      ['title', episode().id],
      ['title', fight().id],
    ] as const) {
      expect((await add(headers, kind, id)).statusCode).toBe(201);
    }
    const items = await itemsOf(headers);
    expect(items.map((item) => [item.type, item.id])).toEqual([
      ['Fight', fight().id],
      ['Episode', episode().id],
      ['SERIES', series().id],
      ['Movie', movie().id],
    ]);
    for (const item of items) {
      expect(item.images.map((image) => image.type)).toEqual(['playlistListDisplay', 'playlistSeriesListDisplay']);
      expect(item).toMatchObject({ prePremiere: false, locked: false });
    }
    expect(items[3]).toMatchObject({ name: movie().name, releaseYear: movie().releaseYear, titleRating: movie().rating });
    expect(items[2]).toMatchObject({ name: series().name, titleRating: series().rating });
  });

  it('skips an item whose title has left the catalogue, which can still be removed', async () => {
    const headers = await signIn('orphan');
    await add(headers, 'title', movie().id);
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('orphan', 'title', 987654)");
    expect((await itemsOf(headers)).map((item) => item.id)).toEqual([movie().id]);
    expect((await remove(headers, 'title', 987654)).statusCode).toBe(204);
    expect(await t.database.query("SELECT item_id FROM my_list_items WHERE tve_user_id = 'orphan'")).toEqual([{ item_id: movie().id }]);
  });

  it('marks pre-premiere titles from their prePremiere flag, and upcoming series', async () => {
    const headers = await signIn('premiere');
    const flagged = movie();
    const upcoming = series();
    await t.database.query("UPDATE titles SET flags = array_append(flags, 'prePremiere') WHERE id = $1", [flagged.id]);
    await t.database.query("UPDATE series SET status = 'upcoming' WHERE id = $1", [upcoming.id]);
    try {
      const added = myListAddedSchema.parse((await add(headers, 'title', flagged.id)).json());
      expect(added.item.prePremiere).toBe(true);
      await add(headers, 'series', upcoming.id);
      expect((await itemsOf(headers)).map((item) => item.prePremiere)).toEqual([true, true]);
    } finally {
      await t.database.query("UPDATE titles SET flags = array_remove(flags, 'prePremiere') WHERE id = $1", [flagged.id]);
      await t.database.query('UPDATE series SET status = $2 WHERE id = $1', [upcoming.id, upcoming.status]);
    }
  });

  it("locks items above the profile's viewing restrictions", async () => {
    const headers = await signIn('restricted', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const allowed = movie('MOVIE_PG');
    const rated = movie('MOVIE_R');
    const mature = series('TV_MA');
    await add(headers, 'title', allowed.id);
    const added = myListAddedSchema.parse((await add(headers, 'title', rated.id)).json());
    expect(added.item.locked).toBe(true);
    await add(headers, 'series', mature.id);
    expect((await itemsOf(headers)).map((item) => [item.id, item.locked])).toEqual([
      [mature.id, true],
      [rated.id, true],
      [allowed.id, false],
    ]);
  });
});

describe('POST /api/v3/user/my-list/{title|series}/{id}', () => {
  it('answers 401 signed out and 403 without the app headers, adding nothing', async () => {
    expectError(await add(APP_HEADERS, 'title', movie().id), 401, ERROR_CODES.sessionLoggedOut);
    const headers = await signIn('csrf');
    expectError(await add({ cookie: headers.cookie! }, 'title', movie().id), 403, ERROR_CODES.requestForbidden);
    expect(await itemsOf(headers)).toEqual([]);
  });

  it('answers 201 with the added item, then 200 with it again and keeps one row', async () => {
    const headers = await signIn('twice');
    const first = await add(headers, 'title', movie().id);
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const item = myListAddedSchema.parse(first.json()).item;
    expect(item).toMatchObject({ id: movie().id, type: 'Movie', name: movie().name });
    await add(headers, 'series', series().id);
    const second = await add(headers, 'title', movie().id);
    expect(second.statusCode).toBe(200);
    expect(myListAddedSchema.parse(second.json()).item).toEqual(item);
    // A repeat add keeps the item's place: the series added since stays in front.
    expect((await itemsOf(headers)).map((one) => one.id)).toEqual([series().id, movie().id]);
  });

  it.each(['abc', '0', '1e3', '-1', '12345678901'])('refuses the malformed id %s with 400', async (id) => {
    const headers = await signIn(`bad-${id}`);
    expectError(await add(headers, 'title', id), 400, ERROR_CODES.requestInvalid);
    expectError(await add(headers, 'series', id), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 404 for ids not in the catalogue, a series id sent as a title and back', async () => {
    const headers = await signIn('unknown');
    expectError(await add(headers, 'title', 987654), 404, ERROR_CODES.notFound);
    expectError(await add(headers, 'series', 987654), 404, ERROR_CODES.notFound);
    expectError(await add(headers, 'title', series().id), 404, ERROR_CODES.notFound);
    expectError(await add(headers, 'series', movie().id), 404, ERROR_CODES.notFound);
    expect(await itemsOf(headers)).toEqual([]);
  });

  it('refuses trailers with 400: they cannot be listed', async () => {
    const headers = await signIn('trailer');
    expectError(await add(headers, 'title', trailer().id), 400, ERROR_CODES.requestInvalid);
  });

  it(`refuses a new item with 409 error.mylist.full at ${MY_LIST_MAX_ITEMS} items, yet answers 200 for one already in`, async () => {
    const headers = await signIn('full');
    await t.database.query(
      `INSERT INTO my_list_items (tve_user_id, item_type, item_id, added_at)
       SELECT 'full', 'title', 900000 + n, now() - n * interval '1 second' FROM generate_series(1, $1::int) n`,
      [MY_LIST_MAX_ITEMS - 1],
    );
    expect((await add(headers, 'title', movie().id)).statusCode).toBe(201);
    expectError(await add(headers, 'title', fight().id), 409, ERROR_CODES.myListFull);
    expect((await add(headers, 'title', movie().id)).statusCode).toBe(200);
    // Removing one makes room again.
    await remove(headers, 'title', 900001);
    expect((await add(headers, 'title', fight().id)).statusCode).toBe(201);
  });
});

describe('DELETE /api/v3/user/my-list/{title|series}/{id}', () => {
  it('answers 401 signed out and 403 without the app headers', async () => {
    expectError(await remove(APP_HEADERS, 'title', movie().id), 401, ERROR_CODES.sessionLoggedOut);
    const headers = await signIn('csrf-delete');
    await add(headers, 'title', movie().id);
    expectError(await remove({ cookie: headers.cookie! }, 'title', movie().id), 403, ERROR_CODES.requestForbidden);
    expect(await itemsOf(headers)).toHaveLength(1);
  });

  it('removes the item with 204, and answers 204 again when it is no longer there', async () => {
    const headers = await signIn('remover');
    await add(headers, 'title', movie().id);
    await add(headers, 'series', series().id);
    const removed = await remove(headers, 'series', series().id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(removed.headers['cache-control']).toBe('no-store');
    expect((await itemsOf(headers)).map((item) => item.id)).toEqual([movie().id]);
    expect((await remove(headers, 'series', series().id)).statusCode).toBe(204);
    // The kind matters: the title route does not remove a series of the same number, nor the reverse.
    expect((await remove(headers, 'series', movie().id)).statusCode).toBe(204);
    expect(await itemsOf(headers)).toHaveLength(1);
  });

  it.each(['abc', '0', '1e3'])('refuses the malformed id %s with 400', async (id) => {
    expectError(await remove(await signIn(`bad-delete-${id}`), 'title', id), 400, ERROR_CODES.requestInvalid);
  });
});

describe("another user's items", () => {
  it('are never seen or removed', async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    await add(alice, 'title', movie().id);
    await add(alice, 'series', series().id);
    expect(await itemsOf(bob)).toEqual([]);
    expect((await remove(bob, 'title', movie().id)).statusCode).toBe(204);
    expect((await remove(bob, 'series', series().id)).statusCode).toBe(204);
    expect(await itemsOf(alice)).toHaveLength(2);
    // Bob adding the same title makes his own row; Alice's list is unchanged.
    expect((await add(bob, 'title', movie().id)).statusCode).toBe(201);
    expect((await itemsOf(bob)).map((item) => item.id)).toEqual([movie().id]);
    expect(await itemsOf(alice)).toHaveLength(2);
  });
});
