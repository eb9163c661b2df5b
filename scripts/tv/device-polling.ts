import { DEVICE_FLOW } from '@stat/contracts';
import type { DeviceAuthorization, DeviceToken, DeviceTokenError, OAuthError } from '@stat/contracts';

/**
 * The TV's side of RFC 8628 section 3.5 as a pure state machine: given the token endpoint's
 * last answer and the time, what the device does next. No timers, no network: `tv.ts` waits
 * and calls.
 */

/** Where a polling device stands: the interval it must keep and when its code dies. */
export interface PollingState {
  intervalSeconds: number;
  /** Epoch milliseconds: when the code was received plus `expires_in`. */
  expiresAt: number;
}

/** What one call to the token endpoint answered. */
export type TokenAnswer = { ok: true; token: DeviceToken } | { ok: false; error: OAuthError };

export type PollingStep =
  /** Wait `waitSeconds`, then call the token endpoint; `state` is the one to keep. */
  | { kind: 'poll'; waitSeconds: number; state: PollingState }
  | { kind: 'activated'; token: DeviceToken }
  /** The code is dead: `expires_in` has passed, or the server said `expired_token`. */
  | { kind: 'expired' }
  /** The server refused for good: the viewer denied it, or the request itself is wrong. */
  | { kind: 'refused'; error: DeviceTokenError; description?: string };

/** The polling state for a code just received at `now`. */
export function startPolling(authorization: Pick<DeviceAuthorization, 'interval' | 'expires_in'>, now: number): PollingState {
  return { intervalSeconds: authorization.interval, expiresAt: now + authorization.expires_in * 1000 };
}

/**
 * The next step after `answer` (none before the first poll, which also waits one interval).
 * A poll that could only happen once the code has expired is not made.
 */
export function nextPollingStep(state: PollingState, answer: TokenAnswer | undefined, now: number): PollingStep {
  let next = state;
  if (answer?.ok) return { kind: 'activated', token: answer.token };
  if (answer && !answer.ok) {
    const { error, error_description: description } = answer.error;
    switch (error) {
      case 'authorization_pending':
        break;
      case 'slow_down':
        next = { ...state, intervalSeconds: state.intervalSeconds + DEVICE_FLOW.slowDownSeconds };
        break;
      case 'expired_token':
        return { kind: 'expired' };
      default:
        return description === undefined ? { kind: 'refused', error } : { kind: 'refused', error, description };
    }
  }
  if (now + next.intervalSeconds * 1000 >= next.expiresAt) return { kind: 'expired' };
  return { kind: 'poll', waitSeconds: next.intervalSeconds, state: next };
}
