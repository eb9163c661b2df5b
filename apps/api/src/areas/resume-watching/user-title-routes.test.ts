import { describe, expect, it } from 'vitest';
import { ERROR_CODES, timeRemainingText, userTitleSchema, type CatalogueFile } from '@stat/contracts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { APP_HEADERS, insertSession, insertUser } from '../../test/test-app.ts';

import { expectError } from '../../test/expect-error.ts';

const { t, catalogue } = useCatalogueTestApp();

type Headers = Record<string, string>;

async function signIn(id: string): Promise<Headers> {
  await insertUser(t.database, id, { registered: true, sql: { mso_id: 101, mso_user_id: `m-${id}`, household_id: `h-${id}`, legal: true } });
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, id)}` };
}

const get = (url: string, headers: Headers = APP_HEADERS) => t.app.inject({ method: 'GET', url, headers });
const userTitle = async (url: string, headers: Headers) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return userTitleSchema.parse(response.json());
};

/** Progress written by SQL, minutes ago, as the player's progress calls would leave it. */
async function progress(tveUserId: string, titleId: number, seconds: number, status: string, minutesAgo = 0, hidden = false) {
  await t.database.query(
    `INSERT INTO watch_progress (tve_user_id, title_id, seconds, status, hidden, updated_at)
     VALUES ($1, $2, $3, $4, $5, now() - $6 * interval '1 minute')`,
    [tveUserId, titleId, seconds, status, hidden, minutesAgo],
  );
}

const movie = () => catalogue().titles.find((title) => title.type === 'movie' && title.duration > 3600)!;
/** A series with at least two seasons, its episodes in order. */
const longSeries = () => catalogue().series.find((one) => one.seasons.length >= 2)!;
const episodesOf = (series: CatalogueFile['series'][number]) => series.seasons.flatMap((season) => season.episodes);

describe('timeRemainingText', () => {
  it('reads whole minutes up to an hour, hours and minutes beyond, and never under a minute', () => {
    expect(timeRemainingText(23 * 60)).toBe('23 min left');
    expect(timeRemainingText(22 * 60 + 1)).toBe('23 min left');
    expect(timeRemainingText(5)).toBe('1 min left');
    expect(timeRemainingText(0)).toBe('1 min left');
    expect(timeRemainingText(60 * 60)).toBe('1 hr left');
    expect(timeRemainingText(65 * 60)).toBe('1 hr 5 min left');
  });
});

describe('GET /api/user/title/{id}', () => {
  it('answers 401 error.session.loggedOut signed out, no-store', async () => {
    const response = await get(`/api/user/title/${movie().id}`);
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an untouched title: not watched, not in My List, no resume title', async () => {
    const headers = await signIn('fresh');
    expect(await userTitle(`/api/user/title/${movie().id}`, headers)).toEqual({
      bookmark: { inMyList: false, percentWatched: 0, seconds: 0, status: 'NOT_WATCHED', timeRemainingText: null },
      isBookmarked: false,
      isInMyList: false,
      resumeTitleId: null,
    });
  });

  it('answers a title in progress and in My List with its place, share and time left', async () => {
    const headers = await signIn('watcher');
    const { id, duration } = movie();
    const seconds = duration - 23 * 60;
    await progress('watcher', id, seconds, 'IN_PROGRESS');
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('watcher', 'title', $1)", [id]);
    expect(await userTitle(`/api/user/title/${id}`, headers)).toEqual({
      bookmark: {
        inMyList: true,
        percentWatched: Math.round((seconds / duration) * 1000) / 10,
        seconds,
        status: 'IN_PROGRESS',
        timeRemainingText: '23 min left',
      },
      isBookmarked: true,
      isInMyList: true,
      resumeTitleId: null,
    });
  });

  it('answers a watched title at 100% with no time left; a series of the same number in My List does not count', async () => {
    const headers = await signIn('done');
    const { id } = movie();
    await progress('done', id, 120, 'WATCHED');
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('done', 'series', $1)", [id]);
    const answer = await userTitle(`/api/user/title/${id}`, headers);
    expect(answer.bookmark).toEqual({ inMyList: false, percentWatched: 100, seconds: 120, status: 'WATCHED', timeRemainingText: null });
    expect(answer.isBookmarked).toBe(false);
  });

  it('keeps the resume point of a title taken off the resume shelf', async () => {
    const headers = await signIn('hider');
    await progress('hider', movie().id, 600, 'IN_PROGRESS', 0, true);
    expect((await userTitle(`/api/user/title/${movie().id}`, headers)).bookmark).toMatchObject({ seconds: 600, status: 'IN_PROGRESS' });
  });

  it("never shows another user's progress or list", async () => {
    const headers = await signIn('bob');
    await insertUser(t.database, 'alice');
    await progress('alice', movie().id, 600, 'IN_PROGRESS');
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('alice', 'title', $1)", [movie().id]);
    const answer = await userTitle(`/api/user/title/${movie().id}`, headers);
    expect(answer).toMatchObject({ isBookmarked: false, isInMyList: false, bookmark: { seconds: 0, status: 'NOT_WATCHED' } });
  });

  it('answers 404 in the error shape for an unknown id (a series id is not a title id)', async () => {
    const headers = await signIn('lost');
    expectError(await get('/api/user/title/987654', headers), 404, ERROR_CODES.notFound);
    expectError(await get(`/api/user/title/${longSeries().id}`, headers), 404, ERROR_CODES.notFound);
  });

  it.each(['abc', '0', '1e3', '-3', '12345678901'])('refuses the malformed id %s with 400', async (id) => {
    expectError(await get(`/api/user/title/${id}`, await signIn(`bad-${id}`)), 400, ERROR_CODES.requestInvalid);
  });
});

describe('GET /api/user/series/{id}', () => {
  it('answers 401 error.session.loggedOut signed out, no-store', async () => {
    const response = await get(`/api/user/series/${longSeries().id}`);
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('resumes at the first episode of an untouched series, and tells whether the series is in My List', async () => {
    const headers = await signIn('new-viewer');
    const series = longSeries();
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('new-viewer', 'series', $1)", [series.id]);
    expect(await userTitle(`/api/user/series/${series.id}`, headers)).toEqual({
      bookmark: { inMyList: true, percentWatched: 0, seconds: 0, status: 'NOT_WATCHED', timeRemainingText: null },
      isBookmarked: false,
      isInMyList: true,
      resumeTitleId: episodesOf(series)[0]!.id,
    });
  });

  it('resumes the episode in progress most recently, with its bookmark', async () => {
    const headers = await signIn('binger');
    const episodes = episodesOf(longSeries());
    await progress('binger', episodes[0]!.id, 100, 'WATCHED', 1);
    await progress('binger', episodes[1]!.id, 300, 'IN_PROGRESS', 30);
    await progress('binger', episodes[4]!.id, 600, 'IN_PROGRESS', 10);
    const answer = await userTitle(`/api/user/series/${longSeries().id}`, headers);
    expect(answer.resumeTitleId).toBe(episodes[4]!.id);
    expect(answer).toMatchObject({ isBookmarked: true, isInMyList: false, bookmark: { seconds: 600, status: 'IN_PROGRESS', inMyList: false } });
    expect(answer.bookmark.timeRemainingText).toBe(timeRemainingText(episodes[4]!.duration - 600));
  });

  it('resumes after the episode watched most recently, across seasons, and starts over after the last', async () => {
    const headers = await signIn('steady');
    const series = longSeries();
    const episodes = episodesOf(series);
    const lastOfFirstSeason = series.seasons[0]!.episodes.length - 1;
    await progress('steady', episodes[lastOfFirstSeason]!.id, 100, 'WATCHED', 5);
    await progress('steady', episodes[0]!.id, 100, 'WATCHED', 50);
    const answer = await userTitle(`/api/user/series/${series.id}`, headers);
    expect(answer.resumeTitleId).toBe(series.seasons[1]!.episodes[0]!.id);
    expect(answer).toMatchObject({ isBookmarked: false, bookmark: { status: 'NOT_WATCHED', seconds: 0 } });

    await progress('steady', episodes.at(-1)!.id, 100, 'WATCHED', 1);
    expect((await userTitle(`/api/user/series/${series.id}`, headers)).resumeTitleId).toBe(episodes[0]!.id);
  });

  it("never uses another user's progress", async () => {
    const headers = await signIn('bob');
    await insertUser(t.database, 'alice');
    const episodes = episodesOf(longSeries());
    await progress('alice', episodes[3]!.id, 300, 'IN_PROGRESS');
    await t.database.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('alice', 'series', $1)", [longSeries().id]);
    expect(await userTitle(`/api/user/series/${longSeries().id}`, headers)).toMatchObject({
      resumeTitleId: episodes[0]!.id,
      isInMyList: false,
      isBookmarked: false,
    });
  });

  it('answers 404 in the error shape for an unknown id (a title id is not a series id)', async () => {
    const headers = await signIn('lost-series');
    expectError(await get('/api/user/series/987654', headers), 404, ERROR_CODES.notFound);
    expectError(await get(`/api/user/series/${movie().id}`, headers), 404, ERROR_CODES.notFound);
  });

  it.each(['abc', '0', '1e3'])('refuses the malformed id %s with 400', async (id) => {
    expectError(await get(`/api/user/series/${id}`, await signIn(`bad-series-${id}`)), 400, ERROR_CODES.requestInvalid);
  });
});
