import { z } from 'zod';
import { drmFormatSchema } from './playback.ts';
import { PPV_PHASES, type PpvPhase } from './ppv.ts';

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

/** What a stream of the event needs, in bits per second: its top rendition (HD) and its SD top rendition, audio included. */
export const ppvStreamNeedsSchema = z.object({
  hdBitsPerSecond: z.number().int().positive(),
  sdBitsPerSecond: z.number().int().positive(),
  /** The picture height of the HD and SD top renditions. */
  hdHeight: z.number().int().positive(),
  sdHeight: z.number().int().positive(),
});
export type PpvStreamNeeds = z.infer<typeof ppvStreamNeedsSchema>;

/**
 * GET ppv/test-stream/format/{fmt}: the test clip packaged and licensed like the event (its
 * manifests, a licence URL with a token that opens only the test clip), what the event's stream
 * needs, and the segments of its top rendition to time a download with.
 */
export const ppvTestStreamSchema = z.object({
  format: drmFormatSchema,
  uri: z.string(),
  sdUri: z.string(),
  licenseUrl: z.string(),
  certificateUrl: z.string().nullable(),
  durationSeconds: z.number().int().positive(),
  needs: ppvStreamNeedsSchema,
  /** The top rendition's media segments, which the speed check downloads (fetched past every cache). */
  speedTestUris: z.array(z.string()).min(1),
});
export type PpvTestStream = z.infer<typeof ppvTestStreamSchema>;
