import { describe, expect, it } from 'vitest';
import {
  creditMarkerMillis,
  ERROR_CODES,
  resumeWatchingSchema,
  TITLE_PROGRESS_EVENTS,
  userTitleSchema,
  type PlayRef,
} from '@stat/contracts';
import { newPlayRef, PLAY_REF_CLOCK_SKEW_MS } from './play-ref.ts';
import { useCatalogueTestApp } from '../../test/seed-test-catalogue.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';

const { t, catalogue } = useCatalogueTestApp();

type Headers = Record<string, string>;

const movie = () => catalogue().titles.find((title) => title.type === 'movie' && title.duration > 3600)!;
const otherMovie = () => catalogue().titles.filter((title) => title.type === 'movie')[1]!;

interface Call {
  event?: string;
  id?: number | string;
  sec: number | string;
  refid?: string;
  seq?: number | string;
}

/** A progress call as the player makes it; `refid` and `seq` left undefined are left out. */
function report(headers: Headers, { event = 'played', id = movie().id, sec, refid, seq }: Call) {
  const query = new URLSearchParams();
  if (refid !== undefined) query.set('refid', refid);
  if (seq !== undefined) query.set('seq', String(seq));
  return t.app.inject({ method: 'GET', url: `/api/title/${event}/title/${id}/at/${sec}?${query}`, headers });
}

async function expectRecorded(headers: Headers, call: Call) {
  const response = await report(headers, call);
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  expect(response.headers['cache-control']).toBe('no-store');
}

async function bookmark(tveUserId: string, titleId = movie().id) {
  const [row] = await t.database.query<{ seconds: number; status: string; play_ref: string | null; play_seq: number | null }>(
    'SELECT seconds, status, play_ref::text AS play_ref, play_seq FROM watch_progress WHERE tve_user_id = $1 AND title_id = $2',
    [tveUserId, titleId],
  );
  return row ?? null;
}

const userTitle = async (headers: Headers, titleId = movie().id) => {
  const response = await t.app.inject({ url: `/api/user/title/${titleId}`, headers });
  expect(response.statusCode).toBe(200);
  return userTitleSchema.parse(response.json()).bookmark;
};

const shelf = async (headers: Headers) => {
  const response = await t.app.inject({ url: '/api/resumewatching', headers });
  expect(response.statusCode).toBe(200);
  return resumeWatchingSchema.parse(response.json()).items;
};

/** A UUIDv7 made `millis` from now, as no instance of ours would make it. */
function refAt(millis: number): PlayRef {
  const hex = millis.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7000-8000-000000000000` as PlayRef;
}

describe('GET /api/title/{event}/title/{id}/at/{sec}', () => {
  it.each(TITLE_PROGRESS_EVENTS)("%s moves the session viewer's bookmark, answering 204, no-store", async (event) => {
    const headers = await signedInViewer(t.database, 'viewer');
    const refid = newPlayRef();
    await expectRecorded(headers, { event, sec: 600, refid, seq: 4 });
    expect(await bookmark('viewer')).toEqual({ seconds: 600, status: 'IN_PROGRESS', play_ref: refid, play_seq: 4 });
  });

  it('shows in user/title and on the resume shelf', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const { id, duration } = movie();
    await expectRecorded(headers, { sec: 1200, refid: newPlayRef(), seq: 0 });
    expect(await userTitle(headers)).toMatchObject({
      seconds: 1200,
      status: 'IN_PROGRESS',
      percentWatched: Math.round((1200 / duration) * 1000) / 10,
    });
    expect((await shelf(headers)).map((item) => item.titleId)).toEqual([id]);
  });

  it('reads NOT_WATCHED at 0 s, IN_PROGRESS before the credit marker, WATCHED from it on', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const marker = creditMarkerMillis(movie().duration) / 1000;
    const refid = newPlayRef();
    const steps: [number, string, boolean][] = [
      [0, 'NOT_WATCHED', false],
      [1, 'IN_PROGRESS', true],
      [marker - 1, 'IN_PROGRESS', true],
      [marker, 'WATCHED', false],
      [movie().duration, 'WATCHED', false],
    ];
    for (const [seq, [sec, status, onShelf]] of steps.entries()) {
      await expectRecorded(headers, { sec, refid, seq });
      expect(await bookmark('viewer')).toMatchObject({ seconds: sec, status });
      expect((await shelf(headers)).length).toBe(onShelf ? 1 : 0);
    }
    expect(await userTitle(headers)).toMatchObject({ status: 'WATCHED', percentWatched: 100, timeRemainingText: null });
  });

  it("clamps a position past the title's end to its duration", async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    await expectRecorded(headers, { event: 'endplay', sec: movie().duration + 3, refid: newPlayRef(), seq: 0 });
    expect(await bookmark('viewer')).toMatchObject({ seconds: movie().duration, status: 'WATCHED' });
  });

  it('never moves back on a late call of the same play', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const refid = newPlayRef();
    await expectRecorded(headers, { sec: 900, refid, seq: 5 });
    await expectRecorded(headers, { sec: 30, refid, seq: 3 });
    expect(await bookmark('viewer')).toEqual({ seconds: 900, status: 'IN_PROGRESS', play_ref: refid, play_seq: 5 });
  });

  it('changes nothing on a replay of the same call, not even its time', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const refid = newPlayRef();
    await expectRecorded(headers, { sec: 900, refid, seq: 2 });
    const [before] = await t.database.query<{ updated_at: string }>('SELECT updated_at::text FROM watch_progress');
    await expectRecorded(headers, { sec: 950, refid, seq: 2 });
    await expectRecorded(headers, { sec: 900, refid, seq: 2 });
    expect(await bookmark('viewer')).toMatchObject({ seconds: 900, play_seq: 2 });
    expect(await t.database.query('SELECT updated_at::text FROM watch_progress')).toEqual([before]);
  });

  it('moves back on a later play (the viewer started over), and ignores a call of an earlier play', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const [first, second] = [newPlayRef(), newPlayRef()];
    await expectRecorded(headers, { sec: 900, refid: first, seq: 7 });
    await expectRecorded(headers, { sec: 30, refid: second, seq: 0 });
    expect(await bookmark('viewer')).toEqual({ seconds: 30, status: 'IN_PROGRESS', play_ref: second, play_seq: 0 });
    // The first play's last call, arriving late with a higher seq, is still older.
    await expectRecorded(headers, { sec: 1000, refid: first, seq: 8 });
    expect(await bookmark('viewer')).toMatchObject({ seconds: 30, play_ref: second });
    expect(await userTitle(headers)).toMatchObject({ seconds: 30, status: 'IN_PROGRESS' });
  });

  it('ends at the newest call whatever order concurrent calls arrive in', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const [first, second] = [newPlayRef(), newPlayRef()];
    const calls = [
      ...Array.from({ length: 8 }, (_, seq) => ({ sec: 100 + seq * 10, refid: first, seq })),
      ...Array.from({ length: 4 }, (_, seq) => ({ sec: 20 + seq, refid: second, seq })),
    ];
    const shuffled = [...calls].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(shuffled.map((call) => report(headers, call)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(calls.map(() => 204));
    expect(await bookmark('viewer')).toEqual({ seconds: 23, status: 'IN_PROGRESS', play_ref: second, play_seq: 3 });
  });

  it('takes over a bookmark written before plays were ordered', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    await t.database.query("INSERT INTO watch_progress (tve_user_id, title_id, seconds, status) VALUES ('viewer', $1, 900, 'IN_PROGRESS')", [movie().id]);
    await expectRecorded(headers, { sec: 60, refid: newPlayRef(), seq: 0 });
    expect(await bookmark('viewer')).toMatchObject({ seconds: 60 });
  });

  it('puts a hidden title back on the shelf when a call applies, not when it is late', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const refid = newPlayRef();
    await expectRecorded(headers, { sec: 900, refid, seq: 1 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/resumewatching/${movie().id}`, headers })).statusCode).toBe(204);
    await expectRecorded(headers, { sec: 800, refid, seq: 0 });
    expect(await shelf(headers)).toEqual([]);
    await expectRecorded(headers, { sec: 960, refid, seq: 2 });
    expect((await shelf(headers)).map((item) => item.titleId)).toEqual([movie().id]);
  });

  it("leaves another viewer's bookmark alone, whatever the query claims", async () => {
    const alice = await signedInViewer(t.database, 'alice');
    const bob = await signedInViewer(t.database, 'bob');
    const aliceRef = newPlayRef();
    await expectRecorded(alice, { sec: 900, refid: aliceRef, seq: 0 });
    const response = await t.app.inject({
      url: `/api/title/played/title/${movie().id}/at/30?refid=${newPlayRef()}&seq=1&tveUserId=alice&user=alice`,
      headers: bob,
    });
    expect(response.statusCode).toBe(204);
    expect(await bookmark('alice')).toEqual({ seconds: 900, status: 'IN_PROGRESS', play_ref: aliceRef, play_seq: 0 });
    expect(await bookmark('bob')).toMatchObject({ seconds: 30 });
    expect(await userTitle(alice)).toMatchObject({ seconds: 900 });
  });

  it('keeps one bookmark per title', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    await expectRecorded(headers, { sec: 900, refid: newPlayRef(), seq: 0 });
    await expectRecorded(headers, { id: otherMovie().id, sec: 40, refid: newPlayRef(), seq: 0 });
    expect(await bookmark('viewer')).toMatchObject({ seconds: 900 });
    expect(await bookmark('viewer', otherMovie().id)).toMatchObject({ seconds: 40 });
  });

  describe('as the spec names it, without refid and seq', () => {
    it.each(TITLE_PROGRESS_EVENTS)('%s with no query is accepted (204) and moves the bookmark', async (event) => {
      const headers = await signedInViewer(t.database, 'viewer');
      await expectRecorded(headers, { event, sec: 600 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 600, status: 'IN_PROGRESS' });
      expect(await userTitle(headers)).toMatchObject({ seconds: 600, status: 'IN_PROGRESS' });
    });

    it('orders such calls by arrival: the last to arrive is kept, even when it is earlier in the title', async () => {
      const headers = await signedInViewer(t.database, 'viewer');
      await expectRecorded(headers, { sec: 900 });
      await expectRecorded(headers, { sec: 30 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 30, status: 'IN_PROGRESS' });
      await expectRecorded(headers, { event: 'endplay', sec: 45 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 45 });
    });

    it('counts as a play started on arrival: it outranks an earlier play, a later play outranks it', async () => {
      const headers = await signedInViewer(t.database, 'viewer');
      const earlier = newPlayRef();
      await expectRecorded(headers, { sec: 900, refid: earlier, seq: 5 });
      await expectRecorded(headers, { sec: 30 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 30 });
      // The earlier play's late call stays older than the call that arrived after that play began.
      await expectRecorded(headers, { sec: 1000, refid: earlier, seq: 6 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 30 });
      const later = newPlayRef();
      await expectRecorded(headers, { sec: 60, refid: later, seq: 0 });
      expect(await bookmark('viewer')).toMatchObject({ seconds: 60, play_ref: later, play_seq: 0 });
    });

    it("leaves another viewer's bookmark alone, whatever the query claims", async () => {
      const alice = await signedInViewer(t.database, 'alice');
      const bob = await signedInViewer(t.database, 'bob');
      await expectRecorded(alice, { sec: 900 });
      const response = await t.app.inject({ url: `/api/title/played/title/${movie().id}/at/30?tveUserId=alice&user=alice`, headers: bob });
      expect(response.statusCode).toBe(204);
      expect(await bookmark('alice')).toMatchObject({ seconds: 900 });
      expect(await bookmark('bob')).toMatchObject({ seconds: 30 });
    });

    it('answers 401 error.session.loggedOut signed out, and stores nothing', async () => {
      expectError(await report(APP_HEADERS, { sec: 60 }), 401, ERROR_CODES.sessionLoggedOut);
      expect(await t.database.query('SELECT * FROM watch_progress')).toEqual([]);
    });
  });

  it('answers 401 error.session.loggedOut signed out, no-store, and stores nothing', async () => {
    const response = await report(APP_HEADERS, { sec: 60, refid: newPlayRef(), seq: 0 });
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await t.database.query('SELECT * FROM watch_progress')).toEqual([]);
  });

  it('refuses a call without the app headers with 403 (CSRF): it is a GET that changes state', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const { cookie } = headers;
    expectError(await report({ cookie: cookie! }, { sec: 60, refid: newPlayRef(), seq: 0 }), 403, ERROR_CODES.requestForbidden);
    expect(await bookmark('viewer')).toBeNull();
  });

  it('answers 404 error.notfound for a title not in the catalogue, or expired', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    expectError(await report(headers, { id: 987654, sec: 60, refid: newPlayRef(), seq: 0 }), 404, ERROR_CODES.notFound);
    const { id } = otherMovie();
    await t.database.query("UPDATE titles SET expires_at = now() - interval '1 day' WHERE id = $1", [id]);
    try {
      expectError(await report(headers, { id, sec: 60, refid: newPlayRef(), seq: 0 }), 404, ERROR_CODES.notFound);
    } finally {
      await t.database.query('UPDATE titles SET expires_at = NULL WHERE id = $1', [id]);
    }
    expect(await t.database.query('SELECT * FROM watch_progress')).toEqual([]);
  });

  it('answers 404 error.notfound for an unknown event word', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    expectError(await report(headers, { event: 'rewind', sec: 60, refid: newPlayRef(), seq: 0 }), 404, ERROR_CODES.notFound);
  });

  const VALID = { sec: 60, refid: '01a206ef-b4f2-761f-9b6f-dc9c55553530', seq: 0 };
  it.each<[string, Partial<Call>]>([
    ['a malformed id', { id: 'abc' }],
    ['id 0', { id: 0 }],
    ['an id in exponent form', { id: '1e3' }],
    ['a negative sec', { sec: -1 }],
    ['a fractional sec', { sec: '1.5' }],
    ['sec in exponent form', { sec: '1e3' }],
    ['sec with a leading zero', { sec: '007' }],
    ['sec over a day', { sec: 86_401 }],
    ['a huge sec', { sec: '99999999999' }],
    ['a seq without a refid', { refid: undefined }],
    ['a refid that is not a UUID', { refid: 'play-1' }],
    ['a refid that is a UUIDv4', { refid: 'c2b3e5a8-6b1e-4f8e-9b1a-1c2d3e4f5a6b' }],
    ['a refid without a seq', { seq: undefined }],
    ['a negative seq', { seq: -1 }],
    ['a fractional seq', { seq: '2.5' }],
    ['a seq that is not a number', { seq: 'next' }],
    ['a huge seq', { seq: '99999999999' }],
  ])('refuses %s with 400 error.request.invalid and stores nothing', async (_case, change) => {
    const headers = await signedInViewer(t.database, 'viewer');
    expectError(await report(headers, { ...VALID, ...change }), 400, ERROR_CODES.requestInvalid);
    expect(await t.database.query('SELECT * FROM watch_progress')).toEqual([]);
  });

  it('refuses a refid made after now (it would outrank every later play) with 400', async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    const ahead = refAt(Date.now() + PLAY_REF_CLOCK_SKEW_MS + 60_000);
    expectError(await report(headers, { sec: 60, refid: ahead, seq: 0 }), 400, ERROR_CODES.requestInvalid);
    expect(await bookmark('viewer')).toBeNull();
  });
});
