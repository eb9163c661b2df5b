import { APP_VERSION } from '@stat/contracts';
import type { AppVariant, ClientInteraction } from '@stat/contracts';

/**
 * The `purchase` action (streaming spec section 9) of POST client-interaction, sent once a
 * subscription is bought: by then the viewer is authorized.
 */
export function purchaseInteraction({ variant, deviceId, now }: { variant: AppVariant; deviceId: string; now: number }): ClientInteraction {
  return {
    action: 'purchase',
    actionType: 'purchase',
    meta: { pageName: 'continuePurchase', eventHappenedAtMillis: now },
    app: { variant, version: APP_VERSION, deviceId },
    user: { state: 'authorized' },
  };
}
