import { APP_VERSION } from '@stat/contracts';
import type { AppVariant, ClientInteraction } from '@stat/contracts';

/**
 * The `purchase_ppv` action (streaming spec section 9) of POST client-interaction, sent once the
 * event is bought. The buyer is signed in; on stat they may be unauthorized for the network (the
 * fight is sold on its own), hence the state passed in.
 */
export function purchasePpvInteraction({ variant, deviceId, now, authorized }: { variant: AppVariant; deviceId: string; now: number; authorized: boolean }): ClientInteraction {
  return {
    action: 'purchase_ppv',
    actionType: 'purchase',
    meta: { pageName: 'ppv', eventHappenedAtMillis: now },
    app: { variant, version: APP_VERSION, deviceId },
    user: { state: authorized ? 'authorized' : 'authenticated' },
  };
}
