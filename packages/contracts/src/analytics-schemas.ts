import { z } from 'zod';
import { APP_VARIANTS } from './constants.ts';
import { CLIENT_INTERACTION_ACTION_TYPES } from './analytics.ts';

/**
 * The schemas of analytics.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/**
 * POST client-interaction (streaming spec section 7): action, actionType and meta with the
 * page name and when it happened; page views add the analytics payload the catalogue issue
 * names (user, app, the page's siteSection and subSections). The player's events use the same call.
 */
const shortText = z.string().trim().min(1).max(100);

export const clientInteractionSchema = z
  .object({
    action: shortText,
    actionType: z.enum(CLIENT_INTERACTION_ACTION_TYPES),
    meta: z
      .object({
        pageName: shortText,
        eventHappenedAtMillis: z.number().int().positive(),
        siteSection: shortText.optional(),
        subSections: z.array(shortText).max(5).optional(),
        /** The title or series the event is about, when there is one. */
        contentId: z.number().int().nonnegative().optional(),
      })
      .strict(),
    app: z.object({ variant: z.enum(APP_VARIANTS), version: shortText, deviceId: shortText }).strict(),
    /** Who, as the client knows it; the server records the session's user, never this. */
    user: z.object({ state: z.enum(['anonymous', 'authenticated', 'authorized']) }).strict(),
  })
  .strict();

export type ClientInteraction = z.infer<typeof clientInteractionSchema>;
