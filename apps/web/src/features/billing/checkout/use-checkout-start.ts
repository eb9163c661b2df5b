import { useEffect, useState } from 'react';
import { getFlag, startFlags } from '../../../lib/flags.ts';
import { useHydrating } from '../../../lib/use-hydrating.ts';
import { readRegistrationMemory } from '../../../lib/registration-memory.ts';
import { readPurchaseMemory, type PurchaseMemory } from '../purchase-memory.ts';

/** The flags the subscribe flow reads (section 9). */
export interface BillingFlags {
  bundleEnabled: boolean;
  LTOCouponEnabled: boolean;
  purchaseDisabled: boolean;
}

/** What the flow starts from: the flags, and what the visitor chose or came with before. */
export interface CheckoutStart {
  flags: BillingFlags;
  memory: PurchaseMemory | null;
  /** The coupon of the landing address (registration memory). */
  landingCoupon: string | null;
}

/** The subscribe flow's flags as getFlag reads them now. */
function billingFlags(): BillingFlags {
  return {
    bundleEnabled: getFlag('bundleEnabled'),
    LTOCouponEnabled: getFlag('LTOCouponEnabled'),
    purchaseDisabled: getFlag('purchaseDisabled'),
  };
}

/**
 * The flags once the flag client is ready (or has failed, leaving the section-9 defaults), so
 * the plans asked for and the buy button are decided once and never flip on screen; and the
 * purchase and registration memories, read after mount (storage is the browser's). Null until
 * then, except on a page the server rendered: there it starts from the flags the server rendered
 * it with and no memory, as the server did, so hydration sees the same plans. Starting the flag
 * client is a no-op when start-up already has.
 */
export function useCheckoutStart(): CheckoutStart | null {
  const hydrating = useHydrating();
  const [start, setStart] = useState<CheckoutStart | null>(() => (hydrating ? { flags: billingFlags(), memory: null, landingCoupon: null } : null));
  useEffect(() => {
    let live = true;
    void startFlags().then(() => {
      if (!live) return;
      setStart({ flags: billingFlags(), memory: readPurchaseMemory(), landingCoupon: readRegistrationMemory()?.coupon ?? null });
    });
    return () => {
      live = false;
    };
  }, []);
  return start;
}
