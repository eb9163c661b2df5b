import { z } from 'zod';
import { DAY_MS, purchaseMemorySchema } from '@stat/contracts';
import type { PurchaseMemory } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * Purchase memory (streaming spec section 3): the plan, add-ons and coupon a visitor chose, kept
 * for one day like the registration memory, so the choice survives Create Account (a signed-out
 * visitor who picked a plan signs up first), a reload or a visit elsewhere, and comes back on
 * continuePurchase.
 */

const storedSchema = purchaseMemorySchema.extend({ savedAt: z.number() });

export function rememberPurchase(memory: PurchaseMemory, now: number = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.purchaseMemory, JSON.stringify({ ...memory, savedAt: now }));
  } catch {
    // Storage may be full or disabled (private mode); the memory is a convenience.
  }
}

/** Forgets the choice: it was bought. */
export function forgetPurchase(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.purchaseMemory);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The remembered choice if younger than one day; an expired or broken one is removed. */
export function readPurchaseMemory(now: number = Date.now()): PurchaseMemory | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.purchaseMemory);
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
    forgetPurchase();
    return null;
  }
  const { savedAt: _savedAt, ...memory } = parsed;
  return memory;
}
