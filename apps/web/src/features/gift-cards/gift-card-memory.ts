import { z } from 'zod';
import { DAY_MS, redemptionCodeSchema } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * The gift card code a signed-out visitor typed (streaming spec section 9, "gift card" storage
 * key), kept for a day while they sign in or create an account, so the page has it on return.
 */

const storedSchema = z.object({ code: redemptionCodeSchema, savedAt: z.number() });

export function rememberGiftCard(code: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.giftCard, JSON.stringify({ code, savedAt: now }));
  } catch {
    // Storage may be full or disabled (private mode); the memory is a convenience.
  }
}

/** Forgets the code: it was redeemed. */
export function forgetGiftCard(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.giftCard);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The remembered code if younger than one day; an expired or broken one is removed. */
export function readGiftCard(now: number = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.giftCard);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: z.infer<typeof storedSchema> | null = null;
  try {
    parsed = storedSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    // Not JSON: removed below like an expired one.
  }
  if (!parsed || now - parsed.savedAt > DAY_MS) {
    forgetGiftCard();
    return null;
  }
  return parsed.code;
}
