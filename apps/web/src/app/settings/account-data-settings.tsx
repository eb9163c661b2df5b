import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SETTINGS_DATA_LABELS, type DeleteUserAnswer } from '@stat/contracts';
import { YourDataSection } from '../../features/account-data/your-data-section.tsx';
import { subscriptionDetailsQuery } from '../../features/billing/api/get-subscription-details.ts';
import { signedOutLanding } from '../../lib/sign-in-target.ts';
import { isOtt } from '../../lib/variant.ts';
import { hideSettingsNotification, showSettingsNotification } from '../../stores/settings-notification.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { cancellableSubscriptionOf } from './cancellable-subscription.ts';

const L = SETTINGS_DATA_LABELS;

/**
 * Settings' "Your data" (both variants): a download is confirmed by the settings notification; a
 * deleted account signs the browser out (the server already ended every session) and lands on
 * the signed-out landing with a notification that stays until dismissed, so its date is read.
 * On ott the confirmation names the day a subscription we bill ends (the one Settings shows).
 */
export function AccountDataSettings() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const details = useQuery({ ...subscriptionDetailsQuery(), enabled: isOtt });
  const cancellable = cancellableSubscriptionOf(details.data);
  const subscriptionEndsAt = cancellable ? (cancellable.expirationDateMillis ?? details.data?.nextBillingDate ?? null) : null;
  const deleted = (answer: DeleteUserAnswer) => {
    // Whatever was showing (a download's confirmation) gives way: this one must be seen.
    hideSettingsNotification();
    showSettingsNotification({ text: answer.subscriptionEndedAt === null ? L.deleted : L.deletedSubscriptionEnds(answer.subscriptionEndedAt), static: true });
    void viewerChanged(queryClient, { kind: 'signedOut' });
    void navigate(signedOutLanding(), { replace: true });
  };
  return <YourDataSection subscriptionEndsAt={subscriptionEndsAt} onDownloaded={() => showSettingsNotification({ text: L.downloaded })} onDeleted={deleted} />;
}
