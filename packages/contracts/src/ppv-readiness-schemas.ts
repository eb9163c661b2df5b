import { z } from 'zod';
import { drmFormatSchema } from './playback-schemas.ts';

/**
 * The schemas of ppv-readiness.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
