import { AccountSettings } from '../../features/accounts/account-settings.tsx';
import { DeviceList } from '../../features/activation/device-list.tsx';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { MigrationSettingsSection } from '../../features/migration/migration-settings-section.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';
import { routeDef, type PageProps } from '../../lib/routes.ts';
import { isOtt } from '../../lib/variant.ts';
import { AccountDataSettings } from '../settings/account-data-settings.tsx';
import { NewsletterSection } from '../settings/newsletter-section.tsx';
import { PlaybackSettings } from '../settings/playback-settings.tsx';
import { ProfileSettings } from '../settings/profile-settings.tsx';
import { SubscriptionSettings } from '../settings/subscription-settings.tsx';
import { ViewingRestrictionsSettings } from '../settings/viewing-restrictions-settings.tsx';
import { SimplePage } from './simple-page.tsx';

/**
 * Settings, one page in both variants: the profile (on stat with what the provider owns, read
 * only); on ott the service's own account (its details behind the password, Change Password) and
 * the subscription (its details, transactions and receipts, edit billing, who bills it; cancel and
 * reactivate); the playback preferences; the newsletters (an e-mail's one-click subscribe lands
 * here with `?subscribe=`); every profile's viewing restrictions; the activated
 * devices; on stat the move to a direct account; the account's data (download, delete). Each
 * change is confirmed by the app-wide settings notification.
 */
export default function SettingsPage({ query }: PageProps<'settings'>) {
  const user = useUser();
  const startActivation = usePendingActivation((state) => state.start);
  if (!user) return <SimplePage title={routeDef('settings').title} />;
  return (
    <SimplePage title={routeDef('settings').title}>
      <ProfileSettings user={user} />
      {isOtt && <AccountSettings />}
      {isOtt && <SubscriptionSettings />}
      <PlaybackSettings user={user} />
      <NewsletterSection subscribe={query.subscribe} />
      <ViewingRestrictionsSettings user={user} />
      <DeviceList onActivate={() => startActivation()} />
      {!isOtt && <MigrationSettingsSection />}
      <AccountDataSettings />
    </SimplePage>
  );
}
