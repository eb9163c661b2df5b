import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ppvStateSchema, type PpvState } from '@stat/contracts';
import { operatorAuthorization } from '../../lib/operator-address-file.ts';
import { expectError } from '../../test/expect-error.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import { createPpvClockRepository } from './ppv-clock-repository.ts';
import { PPV_CLOCK_PATH, PPV_INCIDENT_PATH } from './ppv-operator-routes.ts';
import { PPV_CLOCK_READ_EVERY_MS } from './ppv-store.ts';

const OPERATOR_KEY = 'k'.repeat(43);
const asOperator = { authorization: operatorAuthorization(OPERATOR_KEY) };
// Instance one takes the operator's commands; instance two is another server on the same database.
const t = useTestApp({ operatorKey: OPERATOR_KEY });
let two: FastifyInstance;
beforeAll(async () => {
  two = await buildTestApp(t.database);
});
afterAll(async () => {
  await two.close();
});
beforeEach(async () => {
  await t.database.exec('DELETE FROM ppv_incidents; UPDATE ppv_clock SET offset_ms = 0;');
});

const stateOf = async (app: FastifyInstance): Promise<PpvState> => ppvStateSchema.parse((await app.inject({ url: '/api/ppv/state' })).json());
const movePhase = (phase: string, headers: Record<string, string> = asOperator) => t.app.inject({ method: 'POST', url: PPV_CLOCK_PATH, headers, payload: { phase } });
const switchIncident = (action: string, headers: Record<string, string> = asOperator) => t.app.inject({ method: 'POST', url: PPV_INCIDENT_PATH(action), headers });
// Every instance reads the clock every second; the margin is for a loaded machine's timers.
const withinASecond = { timeout: 2 * PPV_CLOCK_READ_EVERY_MS, interval: 50 };

describe('npm run ppv through the running server, seen by every instance', () => {
  it('a phase moved on one instance is its answer at once, and the other instance’s within a second', async () => {
    const moved = await movePhase('live');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().offsetMs).toEqual(expect.any(Number));
    expect((await stateOf(t.app)).state).toBe('live');
    await expect.poll(async () => (await stateOf(two)).state, withinASecond).toBe('live');

    expect((await movePhase('reset')).json()).toEqual({ offsetMs: 0 });
    await expect.poll(async () => (await stateOf(two)).state, withinASecond).not.toBe('live');
  });

  it('an incident started on one instance fails the other’s media within a second; a second start is refused; ended, it goes', async () => {
    await movePhase('live');
    const started = await switchIncident('start');
    expect(started.json()).toEqual({ switched: true, at: expect.any(Number) });
    expect((await stateOf(t.app)).incident).toEqual({ since: started.json().at });
    await expect.poll(async () => (await stateOf(two)).incident, withinASecond).toEqual({ since: started.json().at });
    expectError(await two.inject({ url: '/media/channels/ppv/manifest.mpd' }), 503, ERROR_CODES.ppvIncident);

    expect((await switchIncident('start')).json()).toEqual({ switched: false, at: expect.any(Number) });
    expect((await switchIncident('end')).json()).toEqual({ switched: true, at: expect.any(Number) });
    await expect.poll(async () => (await stateOf(two)).incident, withinASecond).toBeNull();
    expect((await switchIncident('end')).json()).toEqual({ switched: false, at: expect.any(Number) });
  });

  it('another event’s open incident is not this event’s', async () => {
    await createPpvClockRepository(t.database.db).switchIncident('another-event', 'start', Date.now());
    // An end with none open changes nothing but reads the switches again: the other event's window is in, and not this one's.
    expect((await switchIncident('end')).json().switched).toBe(false);
    expect((await stateOf(t.app)).incident).toBeNull();
    expect((await t.app.inject({ url: '/media/channels/ppv/manifest.mpd' })).statusCode).not.toBe(503);
  });

  it.each([
    ['no key', {}],
    ['another key', { authorization: operatorAuthorization('x'.repeat(43)) }],
    ['the key without its scheme', { authorization: OPERATOR_KEY }],
  ])('refuses %s, and changes nothing', async (_case, headers) => {
    expectError(await movePhase('live', headers), 403, ERROR_CODES.requestForbidden);
    expectError(await switchIncident('start', headers), 403, ERROR_CODES.requestForbidden);
    expect(await createPpvClockRepository(t.database.db).offset()).toBe(0);
    expect(await createPpvClockRepository(t.database.db).openIncidents()).toEqual([]);
  });

  it('refuses a phase or a switch that does not exist', async () => {
    expect((await movePhase('tomorrow')).statusCode).toBe(400);
    expect((await switchIncident('pause')).statusCode).toBe(400);
  });

  it('is not served without an operator key', async () => {
    expect((await two.inject({ method: 'POST', url: PPV_CLOCK_PATH, headers: asOperator, payload: { phase: 'live' } })).statusCode).toBe(404);
  });
});
