import { z } from 'zod';
import { PPV_CREDIT_REASONS } from './ppv-credits.ts';

/**
 * The schemas of ppv-credits.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/*
 * Incidents and automatic credits (issue 25 section 5): the incident the pay-per-view state
 * carries, the credit a purchase carries, the tiers' rule constants and every string a viewer
 * reads about them.
 */

/** An open incident, as GET ppv/state carries it: since when (epoch ms). */
export const ppvIncidentSchema = z.object({ since: z.number().int() });

export type PpvIncident = z.infer<typeof ppvIncidentSchema>;

/** A purchase's automatic credit; dates are epoch ms. */
export const ppvCreditSchema = z.object({
  amountInCents: z.number().int().positive(),
  reason: z.enum(PPV_CREDIT_REASONS),
  creditedAt: z.number().int(),
  /** Where the refund went, in the spec's card format (`VISA X-1111`), else the method. */
  paymentMethod: z.string(),
});

export type PpvCredit = z.infer<typeof ppvCreditSchema>;
