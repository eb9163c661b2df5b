import { z } from 'zod';
import { OFREP_ERROR_CODES, OFREP_REASONS, ofrepContextSchema } from './ofrep.ts';

/**
 * The schemas of ofrep.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const ofrepRequestSchema = z.object({ context: ofrepContextSchema });

export type OfrepRequest = z.infer<typeof ofrepRequestSchema>;

export const ofrepMetadataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** A resolved flag. A DISABLED flag carries no value and no variant: the client uses its default. */
export const ofrepSuccessSchema = z.object({
  key: z.string(),
  reason: z.enum(OFREP_REASONS),
  variant: z.string().optional(),
  value: z.json().optional(),
  metadata: ofrepMetadataSchema.optional(),
});

export type OfrepSuccess = z.infer<typeof ofrepSuccessSchema>;

/** One flag that could not be resolved (in a bulk answer, or the body of a single-flag 400/404). */
export const ofrepFlagErrorSchema = z.object({
  key: z.string(),
  errorCode: z.enum(OFREP_ERROR_CODES),
  errorDetails: z.string().optional(),
  metadata: ofrepMetadataSchema.optional(),
});

export type OfrepFlagError = z.infer<typeof ofrepFlagErrorSchema>;

export const ofrepBulkResponseSchema = z.object({
  flags: z.array(z.union([ofrepSuccessSchema, ofrepFlagErrorSchema])),
  metadata: ofrepMetadataSchema.optional(),
});

export type OfrepBulkResponse = z.infer<typeof ofrepBulkResponseSchema>;

/** A whole request that failed (bulk 400, or any 500). */
export const ofrepRequestErrorSchema = z.object({
  errorCode: z.enum(OFREP_ERROR_CODES).optional(),
  errorDetails: z.string(),
});

export type OfrepRequestError = z.infer<typeof ofrepRequestErrorSchema>;
