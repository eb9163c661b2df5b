import { useId } from 'react';
import { ACCOUNT_LABELS } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { AccountDetails } from './account-details.tsx';
import { useAccountProfile } from './api/get-account-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import styles from './accounts.module.css';

/**
 * Settings' account part on ott (GET cbs/okta/user/profile): the account's details, behind the
 * password, and Change Password. A failed profile leaves the generic modal (the query client's
 * rule) and the section's heading.
 */
export function AccountSettings() {
  const profile = useAccountProfile();
  const titleId = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={titleId} aria-busy={profile.isPending || undefined}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {ACCOUNT_LABELS.profile.title}
        </h2>
        {profile.isPending && <Loader />}
        {profile.data && <AccountDetails profile={profile.data} />}
      </section>
      {profile.data && <ChangePasswordForm email={profile.data.email} />}
    </>
  );
}
