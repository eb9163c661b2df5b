import { onFirstUse } from './on-first-use.ts';


/*
 * Cancellation (streaming spec sections 3 "Cancel reason", 4 "Cancel flow", 7 `DELETE user/plan`,
 * `user/cancellationoffer`, `questionnaire`, 9 "Cancel reasons"). The reasons' names, which of
 * them earn the offer, the exit survey's questions and every label are ours (docs/decisions.md,
 * "Cancellation"): the spec gives the ids only.
 */

export const CANCEL_REASON_IDS = ['not-enough-to-watch', 'too-expensive', 'technical-issues', 'no-longer-interested', 'changing-providers', 'other'] as const;

/** The one offer made on the way out (issue 24 section 6): a coupon seeded in the plans file. */
export const CANCELLATION_OFFER = { couponCode: 'STAYWITHUS', percentOff: 50, durationInMonths: 3 } as const;

/** The exit survey's 5-point rating, worst to best; a reply is its number as text ("1" … "5"). */
export const SURVEY_RATINGS = [
  { reply: '1', label: 'Very poor' },
  { reply: '2', label: 'Poor' },
  { reply: '3', label: 'Fair' },
  { reply: '4', label: 'Good' },
  { reply: '5', label: 'Very good' },
] as const;

export type SurveyReply = (typeof SURVEY_RATINGS)[number]['reply'];

export interface SurveyQuestion {
  id: string;
  prompt: string;
}

const day = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** The words of the cancel flow, the reactivation and their settings notifications. */
export const CANCELLATION_LABELS = {
  sectionTitle: 'Your subscription',
  entry: 'Cancel subscription',
  reasonsTitle: 'Why are you canceling?',
  reasonsHint: 'Pick the reason that fits best.',
  reasonRequired: 'Pick a reason to continue.',
  continue: 'Continue',
  keep: 'Keep my subscription',
  offerTitle: 'Before you go',
  offerBody: (percentOff: number, months: number) => `Stay with us and get ${percentOff}% off your plan for the next ${months} months.`,
  acceptOffer: 'Take the offer',
  cancelAnyway: 'Cancel anyway',
  doneTitle: 'Your subscription is canceled',
  watchUntil: (date: number) => `You can watch until ${day().format(date)}.`,
  surveyTitle: 'Tell us why (optional)',
  surveySend: 'Send',
  surveySkip: 'No thanks',
  reactivate: 'Reactivate',
  canceling: (date: number) => `Canceled. You can watch until ${day().format(date)}.`,
  notice: {
    canceled: (date: number) => `Your subscription is canceled. You can watch until ${day().format(date)}.`,
    offerTaken: (percentOff: number, months: number) => `Offer applied: ${percentOff}% off for ${months} months.`,
    reactivated: 'Your subscription is active again.',
    surveySent: 'Thank you for your feedback.',
  },
} as const;

/**
 * The cancellation calls' error codes (kept here rather than in errors.ts, which the gift-card work
 * also extends: one file per area merges cleanly).
 */
export const CANCELLATION_ERROR_CODES = {
  noSubscription: 'error.subscription.notFound',
  billedElsewhere: 'error.subscription.billedElsewhere',
  alreadyCanceled: 'error.subscription.alreadyCanceled',
  notCanceled: 'error.subscription.notCanceled',
  offerUnavailable: 'error.winback.unavailable',
  offerTaken: 'error.winback.taken',
  surveyMismatch: 'error.questionnaire.mismatch',
} as const;

/** What the cancellation calls answer in words. */
export const CANCELLATION_MESSAGES = {
  noSubscription: 'You have no subscription to cancel here.',
  billedElsewhere: 'Your subscription is billed by someone else. Cancel it where you pay for it.',
  alreadyCanceled: 'Your subscription is already canceled.',
  notCanceled: 'Your subscription is not canceled.',
  offerUnavailable: 'This offer is not available.',
  offerTaken: 'You have already taken this offer.',
  surveyMismatch: 'These questions do not belong to this survey.',
} as const;
