import { beforeEach, describe, expect, it } from 'vitest';
import { AD_PLAY_POSITION_EVENTS, ERROR_CODES } from '@stat/contracts';
import { newPlayRef } from './play-ref.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
beforeEach(async () => {
  await clearTables(t.database);
  // Signed-out plays belong to no user, so clearing users leaves them.
  await t.database.query('DELETE FROM ad_plays');
});

type Headers = Record<string, string>;

const post = (url: string, payload: unknown, headers: Headers = APP_HEADERS) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

const stored = () =>
  t.database.query<Record<string, unknown>>(
    `SELECT tve_user_id, creative_id, event, at_seconds, play_ref::text AS play_ref, received_at > now() - interval '1 minute' AS just_received
     FROM ad_plays ORDER BY id`,
  );

async function expectRecorded(url: string, payload: unknown, headers?: Headers) {
  const response = await post(url, payload, headers);
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('POST /api/adplay/preroll/...', () => {
  it("records a start with the session's user, no position and no play", async () => {
    const headers = await signedInViewer(t.database, 'viewer');
    await expectRecorded('/api/adplay/preroll/start', { creativeId: 'house-7' }, headers);
    expect(await stored()).toEqual([{ tve_user_id: 'viewer', creative_id: 'house-7', event: 'start', at_seconds: null, play_ref: null, just_received: true }]);
  });

  it.each(AD_PLAY_POSITION_EVENTS)('records %s at its second, tied to the play it names', async (event) => {
    const headers = await signedInViewer(t.database, 'viewer');
    const refid = newPlayRef();
    await expectRecorded(`/api/adplay/preroll/${event}/at/12`, { creativeId: 'house-7', refid }, headers);
    expect(await stored()).toEqual([{ tve_user_id: 'viewer', creative_id: 'house-7', event, at_seconds: 12, play_ref: refid, just_received: true }]);
  });

  it('records a signed-out play without a user (free titles play signed out)', async () => {
    await expectRecorded('/api/adplay/preroll/start', { creativeId: 'house-7' });
    await expectRecorded('/api/adplay/preroll/end/at/30', { creativeId: 'house-7' });
    expect((await stored()).map(({ tve_user_id, event }) => [tve_user_id, event])).toEqual([
      [null, 'start'],
      [null, 'end'],
    ]);
  });

  it('never stores a user the body or the query claims', async () => {
    await signedInViewer(t.database, 'alice');
    const bob = await signedInViewer(t.database, 'bob');
    expectError(await post('/api/adplay/preroll/start', { creativeId: 'house-7', tveUserId: 'alice' }, bob), 400, ERROR_CODES.requestInvalid);
    expectError(await post('/api/adplay/preroll/start', { creativeId: 'house-7', tveUserId: 'alice' }), 400, ERROR_CODES.requestInvalid);
    expect(await stored()).toEqual([]);
    await expectRecorded('/api/adplay/preroll/start?tveUserId=alice', { creativeId: 'house-7' }, bob);
    await expectRecorded('/api/adplay/preroll/start?tveUserId=alice', { creativeId: 'house-7' });
    expect((await stored()).map((row) => row.tve_user_id)).toEqual(['bob', null]);
  });

  it("deletes a user's ad plays with the user", async () => {
    await expectRecorded('/api/adplay/preroll/start', { creativeId: 'house-7' }, await signedInViewer(t.database, 'leaver'));
    await t.database.query("DELETE FROM users WHERE tve_user_id = 'leaver'");
    expect(await stored()).toEqual([]);
  });

  it.each<[string, string, unknown]>([
    ['no creativeId', '/api/adplay/preroll/start', {}],
    ['a blank creativeId', '/api/adplay/preroll/start', { creativeId: '   ' }],
    ['a creativeId of 101 characters', '/api/adplay/preroll/start', { creativeId: 'x'.repeat(101) }],
    ['a creativeId that is a number', '/api/adplay/preroll/start', { creativeId: 7 }],
    ['a refid that is not a UUIDv7', '/api/adplay/preroll/start', { creativeId: 'house-7', refid: 'c2b3e5a8-6b1e-4f8e-9b1a-1c2d3e4f5a6b' }],
    ['no body', '/api/adplay/preroll/start', undefined],
    ['a negative second', '/api/adplay/preroll/end/at/-1', { creativeId: 'house-7' }],
    ['a fractional second', '/api/adplay/preroll/pause/at/1.5', { creativeId: 'house-7' }],
    ['a second past an hour', '/api/adplay/preroll/resume/at/3601', { creativeId: 'house-7' }],
    ['a huge second', '/api/adplay/preroll/end/at/99999999999', { creativeId: 'house-7' }],
    ['a second in exponent form', '/api/adplay/preroll/end/at/1e3', { creativeId: 'house-7' }],
  ])('refuses %s with 400 and stores nothing', async (_case, url, payload) => {
    expectError(await post(url, payload), 400, ERROR_CODES.requestInvalid);
    expect(await stored()).toEqual([]);
  });

  it.each(['/api/adplay/preroll/skip/at/3', '/api/adplay/preroll/start/at/3', '/api/adplay/preroll/end', '/api/adplay/midroll/start'])(
    'answers 404 error.notfound for %s',
    async (url) => {
      expectError(await post(url, { creativeId: 'house-7' }), 404, ERROR_CODES.notFound);
    },
  );

  it('refuses a call without the app headers with 403 (CSRF), and a body over 1 KB with 413', async () => {
    expectError(await post('/api/adplay/preroll/start', { creativeId: 'house-7' }, {}), 403, ERROR_CODES.requestForbidden);
    const response = await post('/api/adplay/preroll/start', { creativeId: 'house-7', padding: 'x'.repeat(1100) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });
});
