import { APP_VERSION } from '@stat/contracts';
import type { AppVariant, ClientInteraction } from '@stat/contracts';

/** The gift card actions of POST client-interaction (streaming spec section 9). */
export type GiftAction = 'gift_validation' | 'gift_redemption';

/**
 * `gift_validation` once a code is found, `gift_redemption` once it is redeemed; the viewer's
 * state as it is then (a redemption that starts a subscription makes them authorized).
 */
export function giftInteraction(
  action: GiftAction,
  { variant, deviceId, now, authorized }: { variant: AppVariant; deviceId: string; now: number; authorized: boolean },
): ClientInteraction {
  return {
    action,
    actionType: action === 'gift_redemption' ? 'purchase' : 'click',
    meta: { pageName: 'giftRedemption', eventHappenedAtMillis: now },
    app: { variant, version: APP_VERSION, deviceId },
    user: { state: authorized ? 'authorized' : 'authenticated' },
  };
}
