import { z } from 'zod';

/**
 * The spoiler shield (issue 29 section 2). The catalogue file marks, per title or episode, which
 * of these fields spoil; every public catalogue answer carries them shielded for everyone (the
 * answers stay shared and cached), fights' results being in their descriptions.
 * - description: the short, medium and long descriptions are replaced by SPOILER_HIDDEN_TEXT.
 * - artwork: the images are drawn without the item's own name (the series' or the card's instead).
 */
export const SPOILER_FIELDS = ['description', 'artwork'] as const;
export type SpoilerField = (typeof SPOILER_FIELDS)[number];

/** What a shielded description reads, on every client. */
export const SPOILER_HIDDEN_TEXT = 'Hidden to avoid spoilers';

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

/** At most this many ids per spoilers call: a page's shelves and search results. */
export const SPOILER_IDS_MAX = 100;
