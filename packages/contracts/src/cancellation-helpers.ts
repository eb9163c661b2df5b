import { type SurveyQuestion } from './cancellation.ts';
import type { CancelReasonId, CancelReason } from './cancellation-schemas.ts';

/** What works on cancellation's parsed types (it follows the schemas, so the arrows run one way). */

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
