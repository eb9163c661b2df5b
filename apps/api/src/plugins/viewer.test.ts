import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@stat/contracts';
import { expectError } from '../test/expect-error.ts';
import { signedInViewer } from '../test/signed-in-viewer.ts';
import { buildTestApp, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/** Test-only routes: one declaring `viewer: 'required'`, one reading the viewer without declaring it. */
async function probeRoutes(scope: FastifyInstance) {
  scope.get('/api/probe-viewer', { config: { viewer: 'required' } }, async (request) => {
    const { kind, user, restrictions, tv } = request.signedInViewer();
    return { kind, tveUserId: user.tveUserId, movie: restrictions.movie, tv };
  });
  scope.get('/api/probe-undeclared', async (request) => ({ kind: request.signedInViewer().kind }));
  scope.get('/api/probe-anyone', async (request) => ({ kind: (await request.viewer()).kind }));
}

describe('the viewer, resolved once per request (plugins/viewer.ts)', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await buildTestApp(t.database, {}, probeRoutes);
  });
  afterAll(() => probe.close());

  it("refuses a signed-out visitor on a viewer: 'required' route with 401 error.session.loggedOut, no-store", async () => {
    const response = await probe.inject({ method: 'GET', url: '/api/probe-viewer' });
    expectError(response, 401, ERROR_CODES.sessionLoggedOut);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the handler the signed-in user, its kind and its limits', async () => {
    const headers = await signedInViewer(t.database, 'viewer-probe', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const response = await probe.inject({ method: 'GET', url: '/api/probe-viewer', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ kind: 'authorized', tveUserId: 'viewer-probe', movie: 'MOVIE_PG', tv: false });
  });

  it('tells an anonymous visitor apart on an open route', async () => {
    expect((await probe.inject({ method: 'GET', url: '/api/probe-anyone' })).json()).toEqual({ kind: 'anonymous' });
  });

  it("fails loudly (500, never a signed-out answer) when a route reads the viewer without declaring viewer: 'required'", async () => {
    const headers = await signedInViewer(t.database, 'viewer-undeclared');
    expect((await probe.inject({ method: 'GET', url: '/api/probe-undeclared', headers })).statusCode).toBe(500);
  });
});
