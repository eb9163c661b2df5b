import * as z from 'zod/mini';
import { DAY_MS, PRODUCT_CODE_PATTERN } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { createTimedMemory } from '../../lib/timed-memory.ts';

const productCode = z.string().check(z.regex(PRODUCT_CODE_PATTERN));

/** What the purchase memory keeps; in Zod Mini, as the paywall's code is loaded to hydrate. */
const purchaseMemorySchema = z.object({
  purchaseType: z.enum(['subscription']),
  productCode: z.nullable(productCode),
  addOns: z.array(productCode),
  couponCode: z.nullable(z.string()),
});

export type PurchaseMemory = z.infer<typeof purchaseMemorySchema>;

/**
 * Purchase memory (streaming spec section 3): the plan, add-ons and coupon a visitor chose, kept
 * for one day like the registration memory, so the choice survives Create Account (a signed-out
 * visitor who picked a plan signs up first), a reload or a visit elsewhere, and comes back on
 * continuePurchase.
 */
const memory = createTimedMemory(STORAGE_KEYS.purchaseMemory, purchaseMemorySchema, DAY_MS);

export function rememberPurchase(choice: PurchaseMemory, now: number = Date.now()): void {
  memory.remember(choice, now);
}

/** Forgets the choice: it was bought. */
export const forgetPurchase = memory.forget;

/** The remembered choice if younger than one day; an expired or broken one is removed. */
export function readPurchaseMemory(now: number = Date.now()): PurchaseMemory | null {
  return memory.read(now);
}
