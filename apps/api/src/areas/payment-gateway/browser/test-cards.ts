import type { CardBrand } from '@stat/contracts';
import type { CardBehaviour } from '../gateway-token.ts';

/**
 * The README's test cards that do not simply approve: 4000 0000 0000 0002 declines, and
 * 4000 0000 0000 0341 approves now and declines at the next renewal. Any other valid number
 * (4111 1111 1111 1111, 5555 5555 5555 4444 ...) approves.
 */
const TEST_CARD_BEHAVIOURS: Readonly<Record<string, CardBehaviour>> = {
  '4000000000000002': 'decline',
  '4000000000000341': 'decline_at_renewal',
};

/** How a card acts at charge time, read from its number when it is tokenised (the number is then dropped). */
export function cardBehaviour(digits: string): CardBehaviour {
  return TEST_CARD_BEHAVIOURS[digits] ?? 'approve';
}

/** Recurly's card_type for each brand the fields know. */
export const RECURLY_CARD_TYPES: Readonly<Record<Exclude<CardBrand, 'unknown'>, string>> = {
  visa: 'Visa',
  master: 'MasterCard',
  american_express: 'American Express',
  discover: 'Discover',
};
