import { z } from 'zod';

/** GET /api/user/spoilers?ids=…: the real values of the marked fields this viewer may see. */
export const spoilerValuesSchema = z.object({
  shieldOn: z.boolean(),
  items: z.array(
    z.object({
      id: z.number().int().positive(),
      description: z.object({ short: z.string(), medium: z.string(), long: z.string() }),
    }),
  ),
});
export type SpoilerValues = z.infer<typeof spoilerValuesSchema>;
