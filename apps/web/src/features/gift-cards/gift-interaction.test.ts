import { describe, expect, it } from 'vitest';
import { clientInteractionSchema } from '@stat/contracts';
import { giftInteraction } from './gift-interaction.ts';

describe('gift card analytics', () => {
  it('names the spec’s actions, on the giftRedemption page, in the shape client-interaction takes', () => {
    const validation = giftInteraction('gift_validation', { variant: 'ott', deviceId: 'device-1', now: 1_000, authorized: false });
    expect(clientInteractionSchema.parse(validation)).toMatchObject({ action: 'gift_validation', actionType: 'click', meta: { pageName: 'giftRedemption' }, user: { state: 'authenticated' } });
    const redemption = giftInteraction('gift_redemption', { variant: 'ott', deviceId: 'device-1', now: 2_000, authorized: true });
    expect(clientInteractionSchema.parse(redemption)).toMatchObject({ action: 'gift_redemption', actionType: 'purchase', user: { state: 'authorized' } });
  });
});
