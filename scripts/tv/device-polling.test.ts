import { describe, expect, it } from 'vitest';
import { DEVICE_FLOW } from '@stat/contracts';
import type { DeviceTokenError } from '@stat/contracts';
import { nextPollingStep, startPolling } from './device-polling.ts';
import type { TokenAnswer } from './device-polling.ts';

const T0 = Date.UTC(2025, 0, 1, 20, 0, 0);
const state = startPolling({ interval: 5, expires_in: 900 }, T0);
const error = (code: DeviceTokenError, description?: string): TokenAnswer => ({
  ok: false,
  error: description === undefined ? { error: code } : { error: code, error_description: description },
});

describe('startPolling', () => {
  it('keeps the interval and dates the expiry from when the code arrived', () => {
    expect(state).toEqual({ intervalSeconds: 5, expiresAt: T0 + 900_000 });
  });
});

describe('nextPollingStep', () => {
  it('waits one interval before the first poll', () => {
    expect(nextPollingStep(state, undefined, T0)).toEqual({ kind: 'poll', waitSeconds: 5, state });
  });

  it('authorization_pending: waits the same interval', () => {
    expect(nextPollingStep(state, error('authorization_pending'), T0 + 5_000)).toEqual({ kind: 'poll', waitSeconds: 5, state });
  });

  it('slow_down: adds 5 s to the interval and keeps it for the polls after', () => {
    const slowed = nextPollingStep(state, error('slow_down'), T0 + 5_000);
    expect(DEVICE_FLOW.slowDownSeconds).toBe(5);
    expect(slowed).toEqual({ kind: 'poll', waitSeconds: 10, state: { ...state, intervalSeconds: 10 } });
    if (slowed.kind !== 'poll') throw new Error('expected a poll');

    const pending = nextPollingStep(slowed.state, error('authorization_pending'), T0 + 15_000);
    expect(pending).toMatchObject({ kind: 'poll', waitSeconds: 10 });
    if (pending.kind !== 'poll') throw new Error('expected a poll');
    expect(nextPollingStep(pending.state, error('slow_down'), T0 + 25_000)).toMatchObject({ kind: 'poll', waitSeconds: 15 });
  });

  it('stops as expired when the next poll could only come at or after expires_in', () => {
    expect(nextPollingStep(state, error('authorization_pending'), T0 + 894_999)).toMatchObject({ kind: 'poll' });
    expect(nextPollingStep(state, error('authorization_pending'), T0 + 895_000)).toEqual({ kind: 'expired' });
    expect(nextPollingStep(state, error('authorization_pending'), T0 + 901_000)).toEqual({ kind: 'expired' });
  });

  it('counts a slowed-down interval against the expiry', () => {
    expect(nextPollingStep(state, error('slow_down'), T0 + 891_000)).toEqual({ kind: 'expired' });
  });

  it('expired_token: stops as expired, whatever the clock says', () => {
    expect(nextPollingStep(state, error('expired_token'), T0 + 5_000)).toEqual({ kind: 'expired' });
  });

  it('access_denied: stops as refused, with the description', () => {
    expect(nextPollingStep(state, error('access_denied', 'The viewer said no.'), T0 + 5_000)).toEqual({
      kind: 'refused',
      error: 'access_denied',
      description: 'The viewer said no.',
    });
  });

  it.each(['invalid_grant', 'invalid_client', 'invalid_request', 'unsupported_grant_type'] as const)(
    '%s: stops as refused',
    (code) => {
      expect(nextPollingStep(state, error(code), T0 + 5_000)).toEqual({ kind: 'refused', error: code });
    },
  );

  it('tokens: done, even past the expiry (the server decided)', () => {
    const token = { access_token: 'abc', token_type: 'Bearer' } as const;
    expect(nextPollingStep(state, { ok: true, token }, T0 + 5_000)).toEqual({ kind: 'activated', token });
    expect(nextPollingStep(state, { ok: true, token }, T0 + 999_000)).toEqual({ kind: 'activated', token });
  });
});
