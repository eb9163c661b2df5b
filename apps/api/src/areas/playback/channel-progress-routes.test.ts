import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, CHANNEL_PROGRESS_EVENTS, ERROR_CODES } from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
// Channel views belong to users, so clearing users clears them.
beforeEach(() => clearTables(t.database));

type Headers = Record<string, string>;

const report = (headers: Headers, event: string, channel: string) => t.app.inject({ method: 'GET', url: `/api/channel/${event}/${channel}`, headers });

const stored = () =>
  t.database.query<Record<string, unknown>>(
    "SELECT tve_user_id, channel_id, event, received_at > now() - interval '1 minute' AS just_received FROM channel_views ORDER BY id",
  );

describe('GET /api/channel/{event}/{id}', () => {
  it.each(CHANNEL_PROGRESS_EVENTS.flatMap((event) => CHANNEL_IDS.map((channel) => [event, channel] as const)))(
    "records %s on %s with the session's user, answering 204, no-store",
    async (event, channel) => {
      const headers = await signedInViewer(t.database, 'viewer');
      const response = await report(headers, event, channel);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await stored()).toEqual([{ tve_user_id: 'viewer', channel_id: channel, event, just_received: true }]);
    },
  );

  it('keeps every call as its own event, each with its own viewer', async () => {
    const alice = await signedInViewer(t.database, 'alice');
    const bob = await signedInViewer(t.database, 'bob');
    await report(alice, 'played', 'shoeast');
    await report(bob, 'played', 'showest');
    await report(alice, 'pause', 'shoeast');
    expect((await stored()).map(({ tve_user_id, channel_id, event }) => [tve_user_id, channel_id, event])).toEqual([
      ['alice', 'shoeast', 'played'],
      ['bob', 'showest', 'played'],
      ['alice', 'shoeast', 'pause'],
    ]);
  });

  it('stores the session user, whatever the query claims', async () => {
    await signedInViewer(t.database, 'alice');
    const bob = await signedInViewer(t.database, 'bob');
    expect((await t.app.inject({ url: '/api/channel/played/shoeast?tveUserId=alice', headers: bob })).statusCode).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining({ tve_user_id: 'bob' })]);
  });

  it("deletes a user's channel views with the user", async () => {
    await report(await signedInViewer(t.database, 'leaver'), 'played', 'ppv');
    await t.database.query("DELETE FROM users WHERE tve_user_id = 'leaver'");
    expect(await stored()).toEqual([]);
  });

  it('answers 401 error.session.loggedOut signed out, no-store, and stores nothing', async () => {
    const response = await report(APP_HEADERS, 'played', 'shoeast');
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stored()).toEqual([]);
  });

  it('refuses a call without the app headers with 403 (CSRF): it is a GET that changes state', async () => {
    const { cookie } = await signedInViewer(t.database, 'viewer');
    expectError(await report({ cookie: cookie! }, 'played', 'shoeast'), 403, ERROR_CODES.requestForbidden);
    expect(await stored()).toEqual([]);
  });

  it.each(['shoe', 'SHOEAST', 'east', '1'])('refuses the unknown channel %s with 400', async (channel) => {
    expectError(await report(await signedInViewer(t.database, 'viewer'), 'played', channel), 400, ERROR_CODES.requestInvalid);
    expect(await stored()).toEqual([]);
  });

  it.each(['resume', 'stop'])('answers 404 error.notfound for the word %s (not a channel progress call)', async (event) => {
    expectError(await report(await signedInViewer(t.database, 'viewer'), event, 'shoeast'), 404, ERROR_CODES.notFound);
    expect(await stored()).toEqual([]);
  });
});
