import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYWALL_PAGES } from '@stat/contracts';
import type { PaywallPage, Purchase } from '@stat/contracts';
import { sendClientInteraction } from '../../features/analytics/api/send-client-interaction.ts';
import { refreshPaymentAndSubscription } from '../../features/billing/api/purchase-subscription.ts';
import { Checkout } from '../../features/billing/checkout/checkout.tsx';
import { partnerAnswerOf, partnerFlowOf } from '../../features/billing/partner/partner-flow.ts';
import { PartnerCheckout } from '../../features/billing/partner/partner-checkout.tsx';
import { partnerSignInMemory } from '../../features/billing/partner/partner-memory.ts';
import { PartnerReturn } from '../../features/billing/partner/partner-return.tsx';
import { purchaseInteraction } from '../../features/billing/purchase-interaction.ts';
import { paywallKeys } from '../../features/paywall/api/paywall-queries.ts';
import { PaywallHero } from '../../features/paywall/paywall-hero.tsx';
import { PaywallNotFoundModal } from '../../features/paywall/paywall-not-found-modal.tsx';
import { usePaywallPage, type PaywallPageState } from '../../features/paywall/use-paywall-page.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { getDeviceId } from '../../lib/device-id.ts';
import { readRegistrationMemory } from '../../lib/registration-memory.ts';
import { href, type PageProps } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { takeIntendedPath } from '../sign-in/landing.ts';

const pageOf = (state: PaywallPageState): PaywallPage | null => (state.status === 'ready' ? state.page : null);

/**
 * The paywall's continuation (ott): the subscribe flow under the paywall pages the address's
 * campaign picks (`start` for choosing, `next` for paying; a missing one is the spec's modal,
 * and the flow goes on in its own words). After a purchase, in the spec's order: the returned
 * user is stored and everything that depends on the viewer refreshes (the entitlement module),
 * saved payment and subscription are fetched again past every cache, the paywall stores are
 * reset, and the purchase is counted. The flow stays on its confirmation until the viewer goes on.
 */
export default function ContinuePurchasePage({ query }: PageProps<'continuePurchase'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const start = usePaywallPage(query, PAYWALL_PAGES.start);
  const next = usePaywallPage(query, PAYWALL_PAGES.next);
  const [notFoundSeen, setNotFoundSeen] = useState(false);
  const email = useUser()?.emailAddress ?? null;
  const loading = start.status === 'pending' || next.status === 'pending';
  // A partner's flow (its own offers and sign-in) or the way back from it (streaming spec section 1).
  const [partnerAnswer] = useState(() => partnerAnswerOf(search));
  // A canceled sign-in at the partner comes back with its `error` and no code: back to that partner's offers.
  const partnerFlow = partnerFlowOf(query.flow, readRegistrationMemory()?.flowId, search.has('error') ? partnerSignInMemory.read()?.partnerId : undefined);
  const missing = start.status === 'missing' || next.status === 'missing';

  function purchased(purchase: Pick<Purchase, 'user'>) {
    const viewerRefreshed = viewerChanged(queryClient, { kind: 'updated', user: purchase.user });
    void Promise.all([viewerRefreshed, refreshPaymentAndSubscription(queryClient)]);
    // The paywall stores are reset by a purchase (section 9): asked again, while the pages on screen stay.
    void queryClient.invalidateQueries({ queryKey: paywallKeys.all });
    sendClientInteraction(purchaseInteraction({ variant: VARIANT, deviceId: getDeviceId(), now: Date.now() }));
  }

  const goOn = () => void navigate(takeIntendedPath() ?? href('home'), { replace: true });
  if (partnerAnswer) {
    return (
      <PartnerReturn
        answer={partnerAnswer}
        onSubscribed={purchased}
        onRetry={(partnerId) => void navigate(partnerId ? `${href('continuePurchase')}?flow=${partnerId}` : href('continuePurchase'), { replace: true })}
        onContinue={goOn}
      />
    );
  }
  if (partnerFlow) return <PartnerCheckout partnerId={partnerFlow} />;
  return (
    <>
      <Checkout
        pages={loading ? undefined : { start: pageOf(start), next: pageOf(next) }}
        renderHero={(image) => <PaywallHero image={image} />}
        email={email}
        onPurchased={purchased}
        onContinue={goOn}
      />
      {missing && !notFoundSeen && <PaywallNotFoundModal onClose={() => setNotFoundSeen(true)} />}
    </>
  );
}
