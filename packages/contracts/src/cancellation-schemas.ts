import { z } from 'zod';
import { CANCEL_REASON_IDS, type SurveyReply } from './cancellation.ts';

/**
 * The schemas of cancellation.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const cancelReasonIdSchema = z.enum(CANCEL_REASON_IDS);

export type CancelReasonId = z.infer<typeof cancelReasonIdSchema>;

/** Section 3's Cancel reason: `shuffle` reasons are shown in a random order, the others after them in this order. */
export const cancelReasonSchema = z.object({ id: cancelReasonIdSchema, name: z.string(), offerEligible: z.boolean(), shuffle: z.boolean() });

export type CancelReason = z.infer<typeof cancelReasonSchema>;

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
