import { DescriptionList, type DescriptionRow } from '../../components/ui/description-list.tsx';
import { AccountSettings } from '../../features/accounts/account-settings.tsx';
import { DeviceList } from '../../features/activation/device-list.tsx';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { routeDef } from '../../lib/routes.ts';
import { isOtt } from '../../lib/variant.ts';
import { SimplePage } from './simple-page.tsx';

/**
 * Settings: the account and the activated devices. On ott the account is the service's own
 * (its details behind the password, Change Password); on stat, the provider's user as signed in.
 */
export default function SettingsPage() {
  const user = useUser();
  const startActivation = usePendingActivation((state) => state.start);
  if (!user) return <SimplePage title={routeDef('settings').title} />;
  const devices = <DeviceList onActivate={() => startActivation()} />;
  if (isOtt) {
    return (
      <SimplePage title={routeDef('settings').title}>
        <AccountSettings />
        {devices}
      </SimplePage>
    );
  }
  const rows: DescriptionRow[] = [
    ['User name', user.userName],
    ['Email', user.emailAddress],
    ['Name', [user.firstName, user.lastName].filter(Boolean).join(' ') || null],
    ['Provider', user.mso],
    ['Account type', user.accountType === 'primary' ? 'Primary' : 'Sub-account'],
    ['Status', user.registered ? 'Authorized' : 'Not yet authorized'],
  ];
  return (
    <SimplePage title={routeDef('settings').title}>
      <DescriptionList rows={rows} />
      {devices}
    </SimplePage>
  );
}
