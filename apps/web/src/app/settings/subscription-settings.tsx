import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_SETTINGS_LABELS } from '@stat/contracts';
import { availablePlansQuery } from '../../features/billing/api/get-available-plans.ts';
import { subscriptionDetailsQuery } from '../../features/billing/api/get-subscription-details.ts';
import { refreshPaymentAndSubscription } from '../../features/billing/api/purchase-subscription.ts';
import { SubscriptionOverview } from '../../features/billing/settings/subscription-overview.tsx';
import { SubscriptionCancellation } from '../../features/cancellation/subscription-cancellation.tsx';
import { PlanChangeSection } from '../../features/plan-change/plan-change-section.tsx';
import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
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
 * Settings' subscription on ott: the billing feature's details, transactions and edit billing
 * (who bills the account from the dictionary); while `eligibleToChangePlan`, the plan change
 * feature's section with the plans on sale; and, when the details allow it
 * (`cancellableSubscriptionOf`), the cancellation feature's controls. Each change refreshes the
 * subscription (and, for a plan change, a cancel or reactivate, everything that depends on the
 * viewer) and confirms with the settings notification.
 */
export function SubscriptionSettings() {
  const queryClient = useQueryClient();
  const details = useQuery(subscriptionDetailsQuery());
  const dictionary = useDictionary();
  const winbackDisabled = useWinbackDisabled();
  const plansOnSale = useQuery({ ...availablePlansQuery(null), enabled: details.data?.eligibleToChangePlan === true });
  const subscription = cancellableSubscriptionOf(details.data);

  const changed = async (notice: string) => {
    showSettingsNotification({ text: notice });
    await Promise.all([refreshPaymentAndSubscription(queryClient), viewerChanged(queryClient, { kind: 'updated' })]);
  };
  const billingUpdated = async () => {
    showSettingsNotification({ text: SUBSCRIPTION_SETTINGS_LABELS.editBilling.updated });
    await refreshPaymentAndSubscription(queryClient);
  };
  return (
    <>
      <SubscriptionOverview
        billingSource={(type) => ({ label: dictionary.billingTypeLabels[type], help: dictionary.billingTypeHelp[type] })}
        onBillingUpdated={() => void billingUpdated()}
      />
      {details.data?.eligibleToChangePlan && plansOnSale.data && <PlanChangeSection plansOnSale={plansOnSale.data.plans} onChanged={(notice) => void changed(notice)} />}
      {subscription && (
        <SubscriptionCancellation
          state={subscription.state}
          expirationDateMillis={subscription.expirationDateMillis}
          winbackDisabled={winbackDisabled}
          onChanged={(notice) => void changed(notice)}
          onNotice={(notice) => showSettingsNotification({ text: notice })}
        />
      )}
    </>
  );
}
