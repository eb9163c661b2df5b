import { GIFT_CARD_LIMITS } from '@stat/contracts';
import type { KeyedLimit, SignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';

/**
 * Wrong gift card codes (unknown or already redeemed), counted per account and per client
 * address (GIFT_CARD_LIMITS) with the guessing counters passwords use; past either limit the
 * calls do not look a code up at all. A right code clears nothing: a guesser with one real card
 * must not earn more guesses.
 */
export function createGiftCardGuesses(failures: SignInFailuresRepository) {
  const counters = (guesser: { tveUserId: string; ip: string }): KeyedLimit[] => [
    { key: `giftcard-account:${guesser.tveUserId}`, limit: GIFT_CARD_LIMITS.guessesPerAccount },
    { key: `giftcard-address:${guesser.ip}`, limit: GIFT_CARD_LIMITS.guessesPerAddress },
  ];
  return {
    isBlocked: (guesser: { tveUserId: string; ip: string }) => failures.isAnyBlocked(counters(guesser)),
    wrong: (guesser: { tveUserId: string; ip: string }) => failures.recordEach(counters(guesser)),
  };
}
