import { z } from 'zod';

/*
 * Cancellation (streaming spec sections 3 "Cancel reason", 4 "Cancel flow", 7 `DELETE user/plan`,
 * `user/cancellationoffer`, `questionnaire`, 9 "Cancel reasons"). The reasons' names, which of
 * them earn the offer, the exit survey's questions and every label are ours (docs/decisions.md,
 * "Cancellation"): the spec gives the ids only.
 */

export const CANCEL_REASON_IDS = ['not-enough-to-watch', 'too-expensive', 'technical-issues', 'no-longer-interested', 'changing-providers', 'other'] as const;
export const cancelReasonIdSchema = z.enum(CANCEL_REASON_IDS);
export type CancelReasonId = z.infer<typeof cancelReasonIdSchema>;

/** Section 3's Cancel reason: `shuffle` reasons are shown in a random order, the others after them in this order. */
export const cancelReasonSchema = z.object({ id: cancelReasonIdSchema, name: z.string(), offerEligible: z.boolean(), shuffle: z.boolean() });
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** Section 9's six, all but 'other' shuffled; the offer answers a reason about price. */
export const CANCEL_REASONS: readonly CancelReason[] = [
  { id: 'not-enough-to-watch', name: 'There is not enough to watch', offerEligible: false, shuffle: true },
  { id: 'too-expensive', name: 'It is too expensive', offerEligible: true, shuffle: true },
  { id: 'technical-issues', name: 'I had technical issues', offerEligible: false, shuffle: true },
  { id: 'no-longer-interested', name: 'I am no longer interested', offerEligible: false, shuffle: true },
  { id: 'changing-providers', name: 'I am changing to another provider', offerEligible: true, shuffle: true },
  { id: 'other', name: 'Something else', offerEligible: false, shuffle: false },
];

export function cancelReasonOf(id: CancelReasonId): CancelReason {
  return CANCEL_REASONS.find((reason) => reason.id === id)!;
}

/** The one offer made on the way out (issue 24 section 6): a coupon seeded in the plans file. */
export const CANCELLATION_OFFER = { couponCode: 'STAYWITHUS', percentOff: 50, durationInMonths: 3 } as const;

const reasonsSchema = z
  .array(cancelReasonIdSchema)
  .min(1, 'Pick a reason')
  .max(CANCEL_REASON_IDS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'Each reason once');

/** DELETE user/plan: cancel at the end of the term, with the reasons picked. */
export const cancelPlanRequestSchema = z.object({ reasonForCancelling: reasonsSchema });
export type CancelPlanRequest = z.infer<typeof cancelPlanRequestSchema>;

/** When the canceled subscription stops giving access (epoch ms): "You can watch until …". */
export const cancelPlanSchema = z.object({ expirationDate: z.number().int() });
export type CancelPlan = z.infer<typeof cancelPlanSchema>;

/**
 * POST user/cancellationoffer: the spec's `couponCode`, and the reasons picked (ours: the server
 * makes the offer only for a reason that earns it, so it must know which).
 */
export const cancellationOfferRequestSchema = z.object({ couponCode: z.string().trim().min(1).max(50), reasonForCancelling: reasonsSchema });
export type CancellationOfferRequest = z.infer<typeof cancellationOfferRequestSchema>;

/** The offer taken: the discount and until when the invoices carry it (epoch ms). */
export const cancellationOfferSchema = z.object({ couponCode: z.string(), percentOff: z.number().int(), durationInMonths: z.number().int(), discountEndsAt: z.number().int() });
export type CancellationOffer = z.infer<typeof cancellationOfferSchema>;

/** PUT user/plan/reactivate (ours: the spec names no call): the subscription renews again. */
export const reactivatePlanSchema = z.object({ nextBillingDate: z.number().int() });
export type ReactivatePlan = z.infer<typeof reactivatePlanSchema>;

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

/** The exit survey's questions for each reason (section 9), each rated on the 5-point scale. */
export const EXIT_SURVEY: Record<CancelReasonId, readonly SurveyQuestion[]> = {
  'not-enough-to-watch': [
    { id: 'catalogue-variety', prompt: 'How would you rate the variety of movies and series?' },
    { id: 'new-releases', prompt: 'How would you rate how often new titles arrive?' },
  ],
  'too-expensive': [
    { id: 'value-for-money', prompt: 'How would you rate the value for money?' },
    { id: 'plan-choice', prompt: 'How would you rate the choice of plans?' },
  ],
  'technical-issues': [
    { id: 'playback-quality', prompt: 'How would you rate playback quality?' },
    { id: 'app-reliability', prompt: 'How would you rate the reliability of the app?' },
  ],
  'no-longer-interested': [
    { id: 'overall-experience', prompt: 'How would you rate your overall experience?' },
    { id: 'recommendations', prompt: 'How would you rate our recommendations?' },
  ],
  'changing-providers': [
    { id: 'compared-catalogue', prompt: 'How would you rate our catalogue against other services?' },
    { id: 'compared-price', prompt: 'How would you rate our price against other services?' },
  ],
  other: [{ id: 'overall-experience', prompt: 'How would you rate your overall experience?' }],
};

/** POST questionnaire (section 7): the exit survey's answers; `category` is the reason it was asked for. */
export const questionnaireRequestSchema = z.object({
  category: cancelReasonIdSchema,
  questions: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        prompt: z.string().min(1).max(300),
        responses: z.array(z.object({ reply: z.enum(['1', '2', '3', '4', '5'] satisfies SurveyReply[]) })).length(1),
      }),
    )
    .min(1)
    .max(10),
});
export type QuestionnaireRequest = z.infer<typeof questionnaireRequestSchema>;

export const questionnaireAnswerSchema = z.object({ id: z.uuid() });


const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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
  watchUntil: (date: number) => `You can watch until ${day.format(date)}.`,
  surveyTitle: 'Tell us why (optional)',
  surveySend: 'Send',
  surveySkip: 'No thanks',
  reactivate: 'Reactivate',
  canceling: (date: number) => `Canceled. You can watch until ${day.format(date)}.`,
  notice: {
    canceled: (date: number) => `Your subscription is canceled. You can watch until ${day.format(date)}.`,
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
