import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import type { RouteName } from '@stat/contracts';
import type { PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';
import { rememberPurchase } from '../../features/billing/purchase-memory.ts';
import { stopStream } from '../../features/play-fix/api/stop-stream.ts';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import type { RouteParams } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { VARIANT } from '../../lib/variant.ts';
import { useSignInFlowStore } from '../sign-in/sign-in-flow-store.ts';

/**
 * The ways out of a refused play that are more than a link, on a page or in the player: signing
 * in comes back to `route` (the intended route); finishing the profile reopens Complete Your
 * Profile; the provider's upsell (provider variant); subscribing (direct variant) remembers the
 * plan the server named and goes to continuePurchase; stopping another device's stream frees
 * its place, and the plays are asked again.
 */
export function refusalFixes(navigate: NavigateFunction, queryClient: QueryClient, route: { name: RouteName; params: RouteParams }): PlayFixActions {
  return {
    onSignIn: () => {
      saveIntendedRoute({ name: route.name, params: route.params, query: {}, hash: '' });
      void navigate(signInTarget().path);
    },
    onFinishSetUp: VARIANT === 'stat' ? () => useSignInFlowStore.getState().reopenProfile() : null,
    onUpsell: VARIANT === 'stat' ? () => useSignInFlowStore.getState().show('upsell') : null,
    onSubscribe:
      VARIANT === 'ott'
        ? (productCode) => {
            rememberPurchase({ purchaseType: 'subscription', productCode, addOns: [], couponCode: null });
            void navigate(href('continuePurchase'));
          }
        : null,
    onStopStream: (id) => stopStream(queryClient, id),
  };
}
