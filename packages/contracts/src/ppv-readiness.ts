import { PPV_PHASES } from './ppv.ts';
import { type PpvPhase } from './ppv-schemas.ts';

/** "Test your setup" is open from the pre phase to the end of the live phase (issue 25, section 5). */
export const PPV_READINESS_PHASES = ['pre', 'dayof', 'prepress', 'live'] as const satisfies readonly PpvPhase[];

/**
 * Whether the readiness check is open in `phase`: `open`, or `over` once the live phase has
 * ended. The phase rule has no instant before pre (pre holds until fight day), so a check that
 * has not opened yet does not arise for an announced event.
 */
export function ppvReadinessWindow(phase: PpvPhase): 'open' | 'over' {
  return PPV_PHASES.indexOf(phase) <= PPV_PHASES.indexOf('live') ? 'open' : 'over';
}

/** The test clip's length: long enough to show a stream holds, short enough to wait for. */
export const PPV_TEST_CLIP_SECONDS = 20;
