import { useQueryClient } from '@tanstack/react-query';
import { GIFT_CARD_LABELS } from '@stat/contracts';
import type { GiftCardRedemption, GiftCardValidation } from '@stat/contracts';
import { accountSignInUrl } from '../../features/accounts/account-sign-in.ts';
import { sendClientInteraction } from '../../features/analytics/api/send-client-interaction.ts';
import { GiftRedemption } from '../../features/gift-cards/gift-redemption.tsx';
import { giftInteraction } from '../../features/gift-cards/gift-interaction.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { getDeviceId } from '../../lib/device-id.ts';
import { href, routeDef } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { SimplePage } from './simple-page.tsx';

/**
 * Redeem a Gift (ott, the footer's link): open to every visitor; a signed-out one is asked to
 * sign in or create an account first, and comes back here with the code kept. A redemption that
 * makes the viewer authorized refreshes everything that depends on who they are (viewerChanged).
 */
export default function GiftRedemptionPage() {
  const queryClient = useQueryClient();
  const user = useUser();
  const event = (action: 'gift_validation' | 'gift_redemption', authorized: boolean) =>
    sendClientInteraction(giftInteraction(action, { variant: VARIANT, deviceId: getDeviceId(), now: Date.now(), authorized }));

  function validated(_validation: GiftCardValidation) {
    event('gift_validation', user?.isAuthorized ?? false);
  }

  function redeemed(redemption: GiftCardRedemption) {
    if (redemption.user.isAuthorized && !user?.isAuthorized) void viewerChanged(queryClient, { kind: 'updated', user: redemption.user });
    event('gift_redemption', redemption.user.isAuthorized);
  }

  return (
    <SimplePage title={routeDef('giftRedemption').title} lead={GIFT_CARD_LABELS.lead}>
      <GiftRedemption
        signedIn={Boolean(user)}
        signInHref={accountSignInUrl(new URL(href('giftRedemption'), location.origin).toString())}
        createAccountHref={href('createAccount')}
        homeHref={href('home')}
        onValidated={validated}
        onRedeemed={redeemed}
      />
    </SimplePage>
  );
}
