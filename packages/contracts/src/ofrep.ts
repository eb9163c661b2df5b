import { z } from 'zod';
import { flagContextSchema } from './flags.ts';

/**
 * OpenFeature Remote Evaluation Protocol (OFREP v1) shapes, as served at /ofrep/v1.
 * The OFREP endpoints answer errors in OFREP's shape, not in the API error shape.
 */

/** OpenFeature error codes an OFREP answer may carry. */
export const OFREP_ERROR_CODES = [
  'PARSE_ERROR',
  'TARGETING_KEY_MISSING',
  'INVALID_CONTEXT',
  'FLAG_NOT_FOUND',
  'TYPE_MISMATCH',
  'GENERAL',
] as const;
export type OfrepErrorCode = (typeof OFREP_ERROR_CODES)[number];

/** OpenFeature resolution reasons our evaluator produces. */
export const OFREP_REASONS = ['STATIC', 'DEFAULT', 'TARGETING_MATCH', 'DISABLED'] as const;
export type OfrepReason = (typeof OFREP_REASONS)[number];

/**
 * The evaluation context: open-ended, with the client's fields (flags.ts) all optional: a
 * targetingKey, when sent, is the device id, a deviceBucket is 0..99.
 */
export const ofrepContextSchema = flagContextSchema.partial().loose();
export type OfrepContext = z.infer<typeof ofrepContextSchema>;

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
