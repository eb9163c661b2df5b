import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availablePlansQuery } from '../../features/billing/api/get-available-plans.ts';
import { subscriptionDetailsQuery } from '../../features/billing/api/get-subscription-details.ts';
import { refreshPaymentAndSubscription } from '../../features/billing/api/purchase-subscription.ts';
import { SubscriptionCancellation } from '../../features/cancellation/subscription-cancellation.tsx';
import { PlanChangeSection } from '../../features/plan-change/plan-change-section.tsx';
import { getFlag, startFlags } from '../../lib/flags.ts';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { cancellableSubscriptionOf } from './cancellable-subscription.ts';

/** winbackDisabled once the flag client is ready (the spec's default, on, until then or if it fails). */
function useWinbackDisabled(): boolean {
  const [disabled, setDisabled] = useState(true);
  useEffect(() => {
    let live = true;
    void startFlags().then(() => live && setDisabled(getFlag('winbackDisabled')));
    return () => {
      live = false;
    };
  }, []);
  return disabled;
}

/**
 * Settings' subscription controls on ott: the billing feature's subscription details decide
 * whether the plan change feature's section (eligibleToChangePlan, with the plans on sale) and
 * the cancellation feature's controls show (`cancellableSubscriptionOf`); each change refreshes the subscription, everything that depends
 * on the viewer, and confirms with the settings notification.
 */
export function SubscriptionSettings() {
  const queryClient = useQueryClient();
  const details = useQuery(subscriptionDetailsQuery());
  const winbackDisabled = useWinbackDisabled();
  const plansOnSale = useQuery({ ...availablePlansQuery(null), enabled: details.data?.eligibleToChangePlan === true });
  const subscription = cancellableSubscriptionOf(details.data);
  if (!subscription) return null;

  const changed = async (notice: string) => {
    showSettingsNotification({ text: notice });
    await Promise.all([refreshPaymentAndSubscription(queryClient), viewerChanged(queryClient, { kind: 'updated' })]);
  };
  return (
    <>
      {details.data?.eligibleToChangePlan && plansOnSale.data && <PlanChangeSection plansOnSale={plansOnSale.data.plans} onChanged={(notice) => void changed(notice)} />}
      <SubscriptionCancellation
        state={subscription.state}
        expirationDateMillis={subscription.expirationDateMillis}
        winbackDisabled={winbackDisabled}
        onChanged={(notice) => void changed(notice)}
        onNotice={(notice) => showSettingsNotification({ text: notice })}
      />
    </>
  );
}
