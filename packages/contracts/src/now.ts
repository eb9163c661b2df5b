import { z } from 'zod';
import { APP_VARIANTS } from './constants.ts';

/** GET now: the current state the client starts from (designed here: docs/decisions.md). */
export const nowSchema = z.object({
  /** Server clock, epoch milliseconds: the client's reference for schedules and countdowns. */
  serverTime: z.number().int(),
  variant: z.enum(APP_VARIANTS),
  appVersion: z.string(),
});
export type Now = z.infer<typeof nowSchema>;
