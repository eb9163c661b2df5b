import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, devicesSchema, myListSchema, resumeWatchingSchema, userSchema } from '@stat/contracts';
import { z } from 'zod';
import { ACCOUNT_PASSWORD } from '../test/direct-accounts.ts';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.ts';
import { useAuthorizationFixture, type Caller, type VariantFixture } from './authorization-callers.ts';
import { CALLERS, VARIANTS, type CallerKind, type Cell, type OwnIds, type RouteAuthorization, type RouteKey, type Sample, type SampleContext, type Variant } from './matrix-cells.ts';

/*
 * Runs every row of the authorization matrix against the real app, one app per variant, and
 * fails when the OpenAPI document and the matrix disagree on which routes exist.
 */

const rowsOf = (variant: Variant) => (Object.entries(AUTHORIZATION_MATRIX) as [RouteKey, RouteAuthorization][]).filter(([, row]) => row.variants.includes(variant));
/** The rows that change their caller's standing, each given a caller set of its own, in this order. */
const consumingRowsOf = (variant: Variant) => rowsOf(variant).filter(([, row]) => row.consumesCaller).map(([key]) => key);

/** RFC 6749's error answer, which the device flow's token endpoint gives (RFC 8628 section 3.5). */
const oauthErrorSchema = z.object({ error: z.string() });

const fixtures: Record<Variant, VariantFixture> = {
  stat: useAuthorizationFixture('stat', consumingRowsOf('stat').length),
  ott: useAuthorizationFixture('ott', consumingRowsOf('ott').length),
};

/** `METHOD /path` of every operation in an OpenAPI document. */
function documentedRoutes(document: unknown): string[] {
  const { paths } = document as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

/*
 * otherUser runs before authorized: on a row that consumes its callers, it acts with the
 * authorized caller's session while that session still stands.
 */
const RUN_ORDER: readonly CallerKind[] = ['anonymous', 'signedIn', 'otherUser', 'authorized', 'subAccount', 'lapsed', 'dunning', 'tv'];

const cellOf = (row: RouteAuthorization, kind: CallerKind, variant: Variant): Cell => {
  const cell = row.callers[kind];
  return 'stat' in cell && 'ott' in cell ? cell[variant] : (cell as Cell);
};

/** The caller kinds of a row on a variant, with their cells: the kinds the variant has. */
const cellsOf = (row: RouteAuthorization, variant: Variant) =>
  RUN_ORDER.filter((kind) => !CALLERS[kind].absent?.[variant]).map((kind) => [kind, cellOf(row, kind, variant)] as const);

function urlOf(path: string, sample: Sample): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = sample.params?.[name];
    if (value === undefined) throw new Error(`the sample of ${path} gives no ${name}`);
    return encodeURIComponent(String(value));
  });
  return sample.query ? `${filled}?${new URLSearchParams(sample.query)}` : filled;
}

/** The caller of `kind` for a row: its own set's, and for otherUser the authorized caller with the other user's ids. */
function callerOf(fixture: VariantFixture, variant: Variant, key: RouteKey, row: RouteAuthorization, kind: CallerKind): Caller {
  const set = row.consumesCaller ? fixture.dedicated[consumingRowsOf(variant).indexOf(key)]! : fixture.shared;
  if (kind === 'otherUser') return { headers: set.authorized!.headers, ids: fixture.victim.ids };
  const caller = set[kind];
  if (!caller) throw new Error(`no ${kind} caller on ${variant}`);
  return caller;
}

function contextOf(fixture: VariantFixture, variant: Variant, ids: OwnIds): SampleContext {
  return { variant, ids, catalogue: fixture.catalogue, userCode: fixture.userCode, cardToken: fixture.cardToken, unique: () => randomUUID().slice(0, 8), password: ACCOUNT_PASSWORD };
}

function requestOf(key: RouteKey, sample: Sample, headers: Record<string, string>): InjectOptions {
  const [method, path] = key.split(' ') as [InjectOptions['method'] & string, string];
  const request: InjectOptions = { method, url: urlOf(path, sample), headers: { ...headers } };
  // Money calls take their Idempotency-Key (plugins/idempotency.ts); other calls ignore it.
  if (method !== 'GET') request.headers!['idempotency-key'] = randomUUID();
  if (sample.form) {
    request.headers!['content-type'] = 'application/x-www-form-urlencoded';
    request.payload = new URLSearchParams(sample.form).toString();
  } else if (sample.body !== undefined) {
    request.payload = sample.body;
  }
  return request;
}

describe('the matrix lists every route of the OpenAPI document', () => {
  it.each(VARIANTS)('%s: no route missing, none that is gone', (variant) => {
    const listed = rowsOf(variant).map(([key]) => key);
    expect(listed.sort()).toEqual(documentedRoutes(fixtures[variant].app.swagger()).sort());
  });
});

describe.each(VARIANTS)('%s', (variant) => {
  const fixture = fixtures[variant];

  describe.each(rowsOf(variant))('%s', (key, row) => {
    it.each(cellsOf(row, variant))('%s', async (kind, cell) => {
      if ('none' in cell) {
        // Only otherUser may be left out, and only where the call names nobody's data.
        expect(kind).toBe('otherUser');
        const stub = { ...contextOf(fixture, variant, fixture.shared.authorized!.ids), userCode: async () => 'WDJBMJHT', cardToken: () => 'token', unique: () => 'same' };
        expect(await row.sample?.({ ...stub, ids: fixture.victim.ids })).toEqual(await row.sample?.(stub));
        return;
      }
      const caller = callerOf(fixture, variant, key, row, kind);
      const sample = (await row.sample?.(contextOf(fixture, variant, caller.ids))) ?? {};
      const response = await fixture.app.inject(requestOf(key, sample, caller.headers));
      const statuses = [cell.status].flat();
      expect(statuses, `${response.statusCode} ${response.body.slice(0, 300)}`).toContain(response.statusCode);
      if (cell.oauthError) {
        expect(oauthErrorSchema.parse(response.json()).error).toBe(cell.oauthError);
      } else if (response.statusCode >= 400) {
        // Every refusal in the spec's error shape; a refusal the row names, with its code.
        const { error } = apiErrorResponseSchema.parse(response.json());
        if (cell.code) expect(error.code).toBe(cell.code);
      }
    });
  });

  it("leaves the other user's data as it was", async () => {
    const { app, victim, catalogue } = fixture;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: victim.headers });
    const user = userSchema.parse((await get('/api/user')).json());
    expect([user.tveUserId, user.isAuthorized, user.emailAddress ?? null]).toEqual([victim.ids.tveUserId, true, variant === 'ott' ? victim.ids.email : null]);
    expect(devicesSchema.parse((await get('/api/devices')).json()).devices.map((device) => device.id)).toEqual([victim.ids.deviceId]);
    expect(myListSchema.parse((await get('/api/v3/user/my-list')).json()).items.map((item) => item.id)).toEqual([catalogue.movieId]);
    expect(resumeWatchingSchema.parse((await get('/api/resumewatching')).json()).items.map((item) => item.titleId)).toEqual([catalogue.movieId]);
    const subLimits = await fixture.database.query('SELECT movie FROM parental_controls WHERE tve_user_id = $1', [victim.ids.subTveUserId]);
    expect(subLimits).toEqual([]);
  });
});
