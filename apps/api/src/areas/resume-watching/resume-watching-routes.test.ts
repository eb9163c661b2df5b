import { describe, expect, it } from 'vitest';
import { ERROR_CODES, resumeWatchingSchema, userTitleSchema } from '@stat/contracts';
import { newPlayRef } from '../playback/play-ref.ts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

import { signedInViewer, type RatingLimitsRow } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';
import { RESUME_SHELF_LIMIT } from './resume-watching-routes.ts';

const { t, catalogue } = useCatalogueTestApp();

type Headers = Record<string, string>;

const signIn = (id: string, restrictions?: RatingLimitsRow): Promise<Headers> => signedInViewer(t.database, id, restrictions);

const shelf = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/resumewatching', headers });
const itemsOf = async (headers: Headers) => {
  const response = await shelf(headers);
  expect(response.statusCode).toBe(200);
  return resumeWatchingSchema.parse(response.json()).items;
};
const hide = (headers: Headers, titleId: number | string) => t.app.inject({ method: 'DELETE', url: `/api/resumewatching/${titleId}`, headers });

async function progress(tveUserId: string, titleId: number, seconds: number, status: string, minutesAgo: number) {
  await t.database.query(
    `INSERT INTO watch_progress (tve_user_id, title_id, seconds, status, updated_at) VALUES ($1, $2, $3, $4, now() - $5 * interval '1 minute')`,
    [tveUserId, titleId, seconds, status, minutesAgo],
  );
}

const movies = (rating?: string) => catalogue().titles.filter((title) => title.type === 'movie' && (!rating || title.rating === rating));
const seriesRated = (rating: string) => catalogue().series.find((one) => one.rating === rating && one.seasons.length >= 2)!;

describe('GET /api/resumewatching', () => {
  it('answers 401 error.session.loggedOut signed out, no-store', async () => {
    const response = await shelf(APP_HEADERS);
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists titles in progress, most recent first, one episode per series, headed and with series info', async () => {
    const headers = await signIn('viewer');
    const movie = movies()[0]!;
    const series = seriesRated('TV_MA');
    const [first, second] = series.seasons[1]!.episodes;
    await progress('viewer', movie.id, 1200, 'IN_PROGRESS', 30);
    await progress('viewer', first!.id, 600, 'IN_PROGRESS', 20);
    await progress('viewer', second!.id, 900, 'IN_PROGRESS', 10);
    // Finished or never started: not on the shelf.
    await progress('viewer', movies()[1]!.id, 100, 'WATCHED', 1);
    await progress('viewer', movies()[2]!.id, 0, 'NOT_WATCHED', 1);

    const response = await shelf(headers);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = resumeWatchingSchema.parse(response.json()).items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      titleId: second!.id,
      seriesId: series.id,
      seriesTitle: series.name,
      seasonNumber: series.seasons[1]!.seasonNum,
      episodeNumber: second!.episodeNum,
      episodeName: second!.name,
      heading: `S${series.seasons[1]!.seasonNum} E${second!.episodeNum} · ${second!.name}`,
      status: 'IN_PROGRESS',
      percentWatched: Math.round((900 / second!.duration) * 1000) / 10,
      titleRating: series.rating,
      locked: false,
    });
    expect(items[1]).toMatchObject({
      titleId: movie.id,
      seriesId: null,
      seriesTitle: null,
      seasonNumber: null,
      episodeNumber: null,
      episodeName: null,
      heading: movie.name,
      titleRating: movie.rating,
    });
    for (const item of items) expect(item.images.map((image) => image.type)).toEqual(['playlistListDisplay']);
  });

  it(`holds at most ${RESUME_SHELF_LIMIT} titles, the most recent`, async () => {
    const headers = await signIn('hoarder');
    const many = movies().slice(0, RESUME_SHELF_LIMIT + 3);
    for (const [index, movie] of many.entries()) await progress('hoarder', movie.id, 60, 'IN_PROGRESS', index);
    expect((await itemsOf(headers)).map((item) => item.titleId)).toEqual(many.slice(0, RESUME_SHELF_LIMIT).map((movie) => movie.id));
  });

  it("locks titles above the profile's viewing restrictions", async () => {
    const headers = await signIn('restricted', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const allowed = movies('MOVIE_PG')[0]!;
    const rated = movies('MOVIE_R')[0]!;
    const episode = seriesRated('TV_MA').seasons[0]!.episodes[0]!;
    await progress('restricted', allowed.id, 60, 'IN_PROGRESS', 3);
    await progress('restricted', rated.id, 60, 'IN_PROGRESS', 2);
    await progress('restricted', episode.id, 60, 'IN_PROGRESS', 1);
    expect((await itemsOf(headers)).map((item) => [item.titleId, item.locked])).toEqual([
      [episode.id, true],
      [rated.id, true],
      [allowed.id, false],
    ]);
  });
});

describe('DELETE /api/resumewatching/{titleId}', () => {
  it('answers 401 signed out and 403 without the app headers, hiding nothing', async () => {
    expectError(await hide(APP_HEADERS, movies()[0]!.id), 401, ERROR_CODES.sessionLoggedOut);
    const headers = await signIn('csrf');
    await progress('csrf', movies()[0]!.id, 60, 'IN_PROGRESS', 1);
    expectError(await hide({ cookie: headers.cookie! }, movies()[0]!.id), 403, ERROR_CODES.requestForbidden);
    expect(await itemsOf(headers)).toHaveLength(1);
  });

  it('takes a title off the shelf with 204 and keeps its resume point; the next progress write puts it back', async () => {
    const headers = await signIn('tidy');
    const [kept, hidden] = movies();
    await progress('tidy', kept!.id, 60, 'IN_PROGRESS', 2);
    await progress('tidy', hidden!.id, 1500, 'IN_PROGRESS', 1);
    const response = await hide(headers, hidden!.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await itemsOf(headers)).map((item) => item.titleId)).toEqual([kept!.id]);

    const resume = userTitleSchema.parse((await t.app.inject({ url: `/api/user/title/${hidden!.id}`, headers })).json());
    expect(resume.bookmark).toMatchObject({ seconds: 1500, status: 'IN_PROGRESS' });

    // Watching it again (the player's progress call) puts it back, in front.
    const played = await t.app.inject({ url: `/api/title/played/title/${hidden!.id}/at/1560?refid=${newPlayRef()}&seq=0`, headers });
    expect(played.statusCode).toBe(204);
    expect((await itemsOf(headers)).map((item) => item.titleId)).toEqual([hidden!.id, kept!.id]);
  });

  it('answers 204 for a title not on the shelf, or not in the catalogue', async () => {
    const headers = await signIn('idle');
    expect((await hide(headers, movies()[0]!.id)).statusCode).toBe(204);
    expect((await hide(headers, 987654)).statusCode).toBe(204);
    expect(await t.database.query("SELECT * FROM watch_progress WHERE tve_user_id = 'idle'")).toEqual([]);
  });

  it.each(['abc', '0', '1e3'])('refuses the malformed id %s with 400', async (id) => {
    expectError(await hide(await signIn(`bad-${id}`), id), 400, ERROR_CODES.requestInvalid);
  });
});

describe("another user's shelf", () => {
  it('is never seen or changed', async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    await progress('alice', movies()[0]!.id, 60, 'IN_PROGRESS', 1);
    expect(await itemsOf(bob)).toEqual([]);
    expect((await hide(bob, movies()[0]!.id)).statusCode).toBe(204);
    expect((await itemsOf(alice)).map((item) => item.titleId)).toEqual([movies()[0]!.id]);
  });
});
