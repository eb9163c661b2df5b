import { z } from 'zod';

/**
 * The schemas of flags.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** The targeting context the client sends with every OFREP evaluation. */
export const flagContextSchema = z.object({
  targetingKey: z.string().min(1).max(128),
  deviceBucket: z.number().int().min(0).max(99),
  variant: z.enum(['stat', 'ott']).optional(),
});

export type FlagContext = z.infer<typeof flagContextSchema>;
