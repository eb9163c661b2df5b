import { useQueryClient } from '@tanstack/react-query';
import type { PpvPurchase } from '@stat/contracts';
import { sendClientInteraction } from '../../features/analytics/api/send-client-interaction.ts';
import { useGatewayPayment } from '../../features/billing/checkout/gateway-payment.tsx';
import { latestPpvPurchaseQuery } from '../../features/ppv/api/get-latest-ppv-purchase.ts';
import PpvPurchaseDialog from '../../features/ppv/purchase/ppv-purchase-dialog.tsx';
import { purchasePpvInteraction } from '../../features/ppv/purchase/purchase-ppv-interaction.ts';
import type { PpvPurchaseOpening } from '../../features/ppv/sections/ppv-section-props.ts';
import { getDeviceId } from '../../lib/device-id.ts';
import { VARIANT } from '../../lib/variant.ts';
import { viewerChanged } from '../session/entitlement.ts';

/**
 * The pay-per-view purchase as the app composes it, in its own chunk (loaded when Buy is pressed):
 * billing's card fields, exactly as the subscription checkout takes them, in the ppv dialog. After
 * a purchase the order is the latest purchase at once, everything viewer-dependent is fetched
 * again (the entitlement module, as after a subscription), and `purchase_ppv` is counted.
 */
export default function PpvPurchaseHost({ state, onClose, authorized }: PpvPurchaseOpening & { authorized: boolean }) {
  const queryClient = useQueryClient();
  const { card } = useGatewayPayment();

  function purchased(purchase: PpvPurchase) {
    queryClient.setQueryData(latestPpvPurchaseQuery().queryKey, purchase);
    void viewerChanged(queryClient, { kind: 'updated' });
    sendClientInteraction(purchasePpvInteraction({ variant: VARIANT, deviceId: getDeviceId(), now: Date.now(), authorized }));
  }

  return <PpvPurchaseDialog state={state} card={card} onPurchased={purchased} onClose={onClose} />;
}
