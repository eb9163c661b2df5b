import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SETTINGS_RESTRICTIONS_LABELS as L } from '@stat/contracts';
import type { ProfileRestrictions } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { useUpdateProfileRestrictions } from './api/update-profile-restrictions.ts';
import { restrictionsPayload, type RestrictionValues } from './parental-controls-payload.ts';
import { RestrictionSelect } from './restriction-select.tsx';
import styles from './restrictions-settings.module.css';

interface ProfileRestrictionsFormProps {
  profile: ProfileRestrictions;
  /** The name the card is headed with (and the notification names). */
  name: string;
  /** Whether this is the signed-in account's own profile (PUT user/pc) or a sub's (PUT user/pc/{id}). */
  own: boolean;
  /** The household's sub-account defaults are offered (the primary's own form, primarySub providers). */
  withSubDefaults: boolean;
  /** The limits are saved: what depends on them is fetched again. */
  onSaved: () => Promise<void>;
}

/**
 * One profile's limits in Settings: the registration flow's restriction selects, its payload
 * rules, and a save confirmed by the settings notification; a failed save says so in the form.
 */
export function ProfileRestrictionsForm({ profile, name, own, withSubDefaults, onSaved }: ProfileRestrictionsFormProps) {
  const { register, handleSubmit } = useForm<RestrictionValues>({
    defaultValues: { movie: profile.movie, tv: profile.tv, defaultMovie: profile.defaultMovie, defaultTv: profile.defaultTv },
  });
  const { mutateAsync, isPending } = useUpdateProfileRestrictions();
  const [failed, setFailed] = useState(false);
  const defaultsId = useId();

  async function save(values: RestrictionValues) {
    setFailed(false);
    const payload = restrictionsPayload(values, profile, withSubDefaults);
    try {
      await mutateAsync({ profile: own ? { own: true } : { own: false, tveUserId: profile.tveUserId }, payload });
    } catch {
      setFailed(true);
      return;
    }
    showSettingsNotification({ text: L.saved(name) });
    await onSaved();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(save)(event)} aria-label={name} noValidate>
      <div className={styles.fields}>
        <RestrictionSelect type="movie" label={L.movie} {...register('movie')} />
        <RestrictionSelect type="tv" label={L.tv} {...register('tv')} />
      </div>
      {withSubDefaults && (
        <fieldset className={styles.defaults} aria-describedby={defaultsId}>
          <legend className={styles.defaultsHeading}>{L.subDefaultsHeading}</legend>
          <p id={defaultsId} className={styles.muted}>
            {L.subDefaultsIntro}
          </p>
          <div className={styles.fields}>
            <RestrictionSelect type="movie" label={L.defaultMovie} {...register('defaultMovie')} />
            <RestrictionSelect type="tv" label={L.defaultTv} {...register('defaultTv')} />
          </div>
        </fieldset>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {L.saveFailed}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isPending}>
          {L.save}
        </Button>
      </div>
    </form>
  );
}
