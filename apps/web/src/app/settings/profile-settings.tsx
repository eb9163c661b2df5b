import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SETTINGS_LABELS, SETTINGS_PROFILE_LABELS, type User } from '@stat/contracts';
import { DescriptionList, type DescriptionRow } from '../../components/ui/description-list.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { ChangeEmailForm } from '../../features/accounts/change-email-form.tsx';
import { newsletterKeys } from '../../features/newsletters/api/newsletter-queries.ts';
import { useProviderData } from '../../features/provider-data/api/get-provider-data.ts';
import { ProfileForm } from '../../features/registration/profile-form.tsx';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { isOtt } from '../../lib/variant.ts';
import styles from './settings-sections.module.css';

const L = SETTINGS_LABELS;

/** What the provider owns on stat: shown, not edited. */
function providerRows(user: User): DescriptionRow[] {
  return [
    [L.email, user.emailAddress],
    [L.provider, user.mso],
    [L.accountType, user.accountType === 'primary' ? L.primary : L.subAccount],
    [L.status, user.registered ? L.authorized : L.notAuthorized],
  ];
}

/**
 * Settings' profile (issue 26 section 1), both variants: on ott the e-mail with its confirmed
 * change and the account's own profile; on stat what the provider owns, read only, and the
 * fields its registration form lets the viewer edit. A save replaces the app's user (and its
 * newsletter choice, the weekly newsletter's switch, is asked again).
 */
export function ProfileSettings({ user }: { user: User }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const msoId = user.msoId;
  const provider = useProviderData(msoId);
  const saved = (next: User) => {
    queryClient.setQueryData(userQuery().queryKey, next);
    // The profile's newsletter choice is the weekly newsletter's switch in the section below.
    void queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
  };
  const ready = msoId === null || provider.data !== undefined;
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={!ready || undefined}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {SETTINGS_PROFILE_LABELS.profile.title}
      </h2>
      <div className={styles.card}>
        {isOtt && user.emailAddress && <ChangeEmailForm email={user.emailAddress} />}
        {!isOtt && (
          <>
            <DescriptionList rows={providerRows(user)} />
            <p className={styles.note}>{SETTINGS_PROFILE_LABELS.profile.readOnlyNote}</p>
          </>
        )}
        {!ready && <Loader />}
        {ready && user.registered && <ProfileForm user={user} provider={provider.data ?? null} onSaved={saved} />}
      </div>
    </section>
  );
}
