import { z } from 'zod';
import { promoActionSchema } from './modal.ts';

/**
 * The schemas of home-modal.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const promoImageSchema = z.object({ width: z.number().int().positive(), url: z.string().min(1) });

/** The home-screen modal: the migration announcement (shell spec section 3). */
export const homeScreenModalSchema = z.object({
  content: z.object({
    headline: z.string(),
    headlineShort: z.string(),
    body: z.string(),
    bodyShort: z.string(),
    flag: z.string(),
    flagShort: z.string(),
    buttons: z.array(promoActionSchema),
  }),
  /** 1920 wide for the hero (from 680 px), 768 for the mobile hero; only urls containing 'web'. */
  images: z.array(promoImageSchema),
  logoUrl: z.string().nullable(),
  videoData: z.object({ url: z.string() }).nullable(),
  biMetadata: z.object({ siteSection: z.string(), subSections: z.array(z.string()) }),
});

export type HomeScreenModal = z.infer<typeof homeScreenModalSchema>;

/** GET home-modal: the announcement, or null when there is none. */
export const homeModalResponseSchema = z.object({ modal: homeScreenModalSchema.nullable() });

export type HomeModalResponse = z.infer<typeof homeModalResponseSchema>;
