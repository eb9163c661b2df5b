import { API_MESSAGES } from './server-api.ts';

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

export const PPV_INCIDENT_LABELS = {
  region: 'Pay-per-view stream status',
  message: API_MESSAGES.ppvIncident,
} as const;
