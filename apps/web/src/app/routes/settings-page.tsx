import { SETTINGS_LABELS } from '@stat/contracts';
import { SettingsNotification } from '../../components/settings-notification.tsx';
import { DescriptionList, type DescriptionRow } from '../../components/ui/description-list.tsx';
import { AccountSettings } from '../../features/accounts/account-settings.tsx';
import { DeviceList } from '../../features/activation/device-list.tsx';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { routeDef, type PageProps } from '../../lib/routes.ts';
import { isOtt } from '../../lib/variant.ts';
import { NewsletterSection } from '../settings/newsletter-section.tsx';
import { SubscriptionSettings } from '../settings/subscription-settings.tsx';
import { SimplePage } from './simple-page.tsx';

const L = SETTINGS_LABELS;

/**
 * Settings: the account and the activated devices. On ott the account is the service's own
 * (its details behind the password, Change Password) with the subscription (its details,
 * transactions and receipts, edit billing, who bills it; cancel and reactivate); on stat, the
 * provider's user as signed in.
 */
export default function SettingsPage({ query }: PageProps<'settings'>) {
  const user = useUser();
  const startActivation = usePendingActivation((state) => state.start);
  if (!user) return <SimplePage title={routeDef('settings').title} />;
  const devices = <DeviceList onActivate={() => startActivation()} />;
  if (isOtt) {
    return (
      <SimplePage title={routeDef('settings').title}>
        <AccountSettings />
        <SubscriptionSettings />
        <NewsletterSection subscribe={query.subscribe} />
        {devices}
        <SettingsNotification />
      </SimplePage>
    );
  }
  const rows: DescriptionRow[] = [
    [L.userName, user.userName],
    [L.email, user.emailAddress],
    [L.name, [user.firstName, user.lastName].filter(Boolean).join(' ') || null],
    [L.provider, user.mso],
    [L.accountType, user.accountType === 'primary' ? L.primary : L.subAccount],
    [L.status, user.registered ? L.authorized : L.notAuthorized],
  ];
  return (
    <SimplePage title={routeDef('settings').title}>
      <DescriptionList rows={rows} />
      <NewsletterSection subscribe={query.subscribe} />
      {devices}
      <SettingsNotification />
    </SimplePage>
  );
}
