import { z } from 'zod';
import { NEWSLETTER_IDS } from './settings-shell.ts';

/**
 * The schemas of settings-shell.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const newsletterIdSchema = z.enum(NEWSLETTER_IDS);

export type NewsletterId = z.infer<typeof newsletterIdSchema>;
