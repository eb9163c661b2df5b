import { z } from 'zod';

/**
 * The schemas of server-api.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** GET health: answers once the server is ready (database reachable). */
export const healthSchema = z.object({ status: z.literal('ok') });

export type Health = z.infer<typeof healthSchema>;

/** An empty JSON object: the answer of calls that only acknowledge (e.g. GET device/unpair). */
export const emptyObjectSchema = z.object({}).strict();
