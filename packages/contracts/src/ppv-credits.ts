import { z } from 'zod';
import { API_MESSAGES } from './server-api.ts';

/*
 * Incidents and automatic credits (issue 25 section 5): the incident the pay-per-view state
 * carries, the credit a purchase carries, the tiers' rule constants and every string a viewer
 * reads about them.
 */

/** An open incident, as GET ppv/state carries it: since when (epoch ms). */
export const ppvIncidentSchema = z.object({ since: z.number().int() });
export type PpvIncident = z.infer<typeof ppvIncidentSchema>;

/**
 * How long, at most, GET ppv/state stays fresh from doors to the event's end, or while an
 * incident is open (seconds): clients refresh at expiresIn and the answer is cached at most 5 s,
 * so the incident banner reaches every open page within 25 s (docs/decisions.md).
 */
export const PPV_NIGHT_REFRESH_SECONDS = 20;

/** Why a buyer was credited: the stream failed during the main event, or during the prelims only. */
export const PPV_CREDIT_REASONS = ['main-event', 'prelims'] as const;
export type PpvCreditReason = (typeof PPV_CREDIT_REASONS)[number];

/** The 2017 settlement's tiers, here automatic: the share of what the buyer paid given back. */
export const PPV_CREDIT_TIERS = { full: 1, half: 0.5, quarter: 0.25 } as const;
export type PpvCreditTier = keyof typeof PPV_CREDIT_TIERS;

/** More than this much of the main event missed is a full refund (the issue: "more than 5 minutes"). */
export const PPV_FULL_CREDIT_AFTER_MS = 5 * 60 * 1000;

/** A purchase's automatic credit; dates are epoch ms. */
export const ppvCreditSchema = z.object({
  amountInCents: z.number().int().positive(),
  reason: z.enum(PPV_CREDIT_REASONS),
  creditedAt: z.number().int(),
  /** Where the refund went, in the spec's card format (`VISA X-1111`), else the method. */
  paymentMethod: z.string(),
});
export type PpvCredit = z.infer<typeof ppvCreditSchema>;

export const PPV_INCIDENT_LABELS = {
  region: 'Pay-per-view stream status',
  message: API_MESSAGES.ppvIncident,
} as const;
