import { z } from 'zod';
import { DAY_MS, redemptionCodeSchema } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { createTimedMemory } from '../../lib/timed-memory.ts';

/**
 * The gift card code a signed-out visitor typed (streaming spec section 9, "gift card" storage
 * key), kept for a day while they sign in or create an account, so the page has it on return.
 */
const memory = createTimedMemory(STORAGE_KEYS.giftCard, z.object({ code: redemptionCodeSchema }), DAY_MS);

export function rememberGiftCard(code: string, now: number = Date.now()): void {
  memory.remember({ code }, now);
}

/** Forgets the code: it was redeemed. */
export const forgetGiftCard = memory.forget;

/** The remembered code if younger than one day; an expired or broken one is removed. */
export function readGiftCard(now: number = Date.now()): string | null {
  return memory.read(now)?.code ?? null;
}
