import type { z } from 'zod';
import { flagContextSchema } from './flags-schemas.ts';

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
