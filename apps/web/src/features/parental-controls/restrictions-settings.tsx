import { useId, type ReactNode } from 'react';
import { SETTINGS_RESTRICTIONS_LABELS as L, VIEWING_RESTRICTIONS_SECTION_ID } from '@stat/contracts';
import type { ProfileRestrictions } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { DescriptionList } from '../../components/ui/description-list.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useHouseholdRestrictions } from './api/get-household-restrictions.ts';
import { ProfileRestrictionsForm } from './profile-restrictions-form.tsx';
import styles from './restrictions-settings.module.css';

interface RestrictionsSettingsProps {
  /** The household's sub profiles have limits of their own, and defaults (primarySub providers). */
  withSubDefaults: boolean;
  /** A save went through: what depends on the limits is fetched again (the page's viewerChanged). */
  onSaved: () => Promise<void>;
}

/**
 * Settings' viewing restrictions (issue 26 section 3, GET user/pc/all): every profile of the
 * household with its limits' rating labels. A primary that may set them edits its own, the
 * sub-account defaults and each sub's; a sub sees its own and who can change them.
 */
export function RestrictionsSettings({ withSubDefaults, onSaved }: RestrictionsSettingsProps) {
  const household = useHouseholdRestrictions();
  const titleId = useId();
  return (
    <section id={VIEWING_RESTRICTIONS_SECTION_ID} className={styles.section} aria-labelledby={titleId} aria-busy={household.isPending || undefined}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.heading}
      </h2>
      <p className={styles.muted}>{L.intro}</p>
      {household.isPending && <Loader label={L.loading} />}
      {household.isError && (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {L.failed}
          </p>
          <Button variant="secondary" onClick={() => void household.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {household.data && <HouseholdProfiles {...household.data} withSubDefaults={withSubDefaults} onSaved={onSaved} />}
    </section>
  );
}

interface HouseholdProfilesProps extends RestrictionsSettingsProps {
  primary: ProfileRestrictions | null;
  subs: ProfileRestrictions[];
}

function HouseholdProfiles({ primary, subs, withSubDefaults, onSaved }: HouseholdProfilesProps) {
  // Only an editing primary sees the household; anyone else gets at most their own profile.
  const editor = primary?.canEdit === true;
  if (!primary && subs.length === 0) return <p className={styles.note}>{L.notOffered}</p>;
  return (
    <ul className={styles.profiles}>
      {primary && (
        <ProfileCard name={L.yourAccount} badge={L.primaryBadge}>
          {editor ? (
            <ProfileRestrictionsForm profile={primary} name={L.yourAccount} own withSubDefaults={withSubDefaults} onSaved={onSaved} />
          ) : (
            <ReadOnlyLimits profile={primary} note={L.notOffered} />
          )}
        </ProfileCard>
      )}
      {subs.map((sub, index) => {
        const name = editor ? (sub.name ?? L.subProfile(index + 1)) : L.yourAccount;
        return (
          <ProfileCard key={sub.tveUserId} name={name} badge={L.subBadge}>
            {editor && withSubDefaults ? (
              <ProfileRestrictionsForm profile={sub} name={name} own={false} withSubDefaults={false} onSaved={onSaved} />
            ) : (
              <ReadOnlyLimits profile={sub} note={L.subCannotChange} />
            )}
          </ProfileCard>
        );
      })}
      {editor && withSubDefaults && subs.length === 0 && <li className={styles.note}>{L.noSubs}</li>}
    </ul>
  );
}

interface ProfileCardProps {
  name: string;
  badge: string;
  children: ReactNode;
}

/** One profile: its name and account type over its limits. */
function ProfileCard({ name, badge, children }: ProfileCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.profileName}>
          {name}
        </h3>
        <span className={styles.badge}>{badge}</span>
      </div>
      {children}
    </li>
  );
}

/** Limits this viewer cannot change, with the rating labels, and who can. */
function ReadOnlyLimits({ profile, note }: { profile: ProfileRestrictions; note: string }) {
  return (
    <>
      <DescriptionList
        rows={[
          [L.movie, profile.display.movie],
          [L.tv, profile.display.tv],
        ]}
      />
      <p className={styles.note}>{note}</p>
    </>
  );
}
