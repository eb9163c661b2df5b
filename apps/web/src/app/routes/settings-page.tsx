import { SettingsNotification } from '../../components/settings-notification.tsx';
import { AccountSettings } from '../../features/accounts/account-settings.tsx';
import { DeviceList } from '../../features/activation/device-list.tsx';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { routeDef } from '../../lib/routes.ts';
import { isOtt } from '../../lib/variant.ts';
import { PlaybackSettings } from '../settings/playback-settings.tsx';
import { ProfileSettings } from '../settings/profile-settings.tsx';
import { SubscriptionSettings } from '../settings/subscription-settings.tsx';
import { SimplePage } from './simple-page.tsx';

/**
 * Settings: the account and the activated devices. On ott the account is the service's own
 * (its details behind the password, Change Password) with the subscription (its details,
 * transactions and receipts, edit billing, who bills it; cancel and reactivate); on both, the
 * profile (on stat with what the provider owns, read only) and the playback preferences.
 */
export default function SettingsPage() {
  const user = useUser();
  const startActivation = usePendingActivation((state) => state.start);
  if (!user) return <SimplePage title={routeDef('settings').title} />;
  const devices = <DeviceList onActivate={() => startActivation()} />;
  if (isOtt) {
    return (
      <SimplePage title={routeDef('settings').title}>
        <ProfileSettings user={user} />
        <AccountSettings />
        <SubscriptionSettings />
        <PlaybackSettings user={user} />
        {devices}
        <SettingsNotification />
      </SimplePage>
    );
  }
  return (
    <SimplePage title={routeDef('settings').title}>
      <ProfileSettings user={user} />
      <PlaybackSettings user={user} />
      {devices}
      <SettingsNotification />
    </SimplePage>
  );
}
