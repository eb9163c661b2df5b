import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { LABELS, MESSAGES, PARENTAL_CONTROLS_LABELS, setsSubAccountDefaults } from '@stat/contracts';
import type { ProviderData, User } from '@stat/contracts';
import { openModal } from '../../components/modal/modal-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useUpdateParentalControls } from './api/update-parental-controls.ts';
import { INITIAL_RESTRICTIONS, restrictionsPayload, type RestrictionValues } from './parental-controls-payload.ts';
import { RestrictionSelect } from './restriction-select.tsx';
import styles from './parental-controls.module.css';

interface ParentalControlsFormProps {
  user: User;
  provider: ProviderData;
  onSaved: () => Promise<void>;
  onDone: () => void;
}

/**
 * The restrictions form (shell spec section 4): 'Enable Controls' saves the initial restrictions
 * and closes, 'Not Now' closes. A failed save closes the form and explains in the generic modal.
 */
export function ParentalControlsForm({ user, provider, onSaved, onDone }: ParentalControlsFormProps) {
  const { register, handleSubmit } = useForm<RestrictionValues>({ defaultValues: INITIAL_RESTRICTIONS });
  const { mutateAsync, isPending } = useUpdateParentalControls();
  const withDefaults = setsSubAccountDefaults(provider);
  // A dismissal while the save runs must not end the flow a second time when the save settles.
  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onDone();
  };

  async function save(values: RestrictionValues) {
    try {
      await mutateAsync(restrictionsPayload(values, user, withDefaults));
      void onSaved();
    } catch {
      // Replaces the generic error modal the query client opens for every failed mutation: this
      // failure has its own title and says where to try again.
      openModal({
        title: MESSAGES.parentalControlsSaveFailedTitle,
        body: MESSAGES.parentalControlsSaveFailed,
        buttons: [{ label: MESSAGES.ok }],
      });
    }
    finish();
  }

  return (
    <Dialog
      title={PARENTAL_CONTROLS_LABELS.formTitle}
      onDismiss={finish}
      closeLabel={LABELS.close}
      initialFocus="select"
      size="large"
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <p className={styles.body}>{PARENTAL_CONTROLS_LABELS.formIntro}</p>
        <div className={styles.fields}>
          <RestrictionSelect type="movie" label={PARENTAL_CONTROLS_LABELS.movie} {...register('movie')} />
          <RestrictionSelect type="tv" label={PARENTAL_CONTROLS_LABELS.tv} {...register('tv')} />
        </div>
        {withDefaults && (
          <fieldset className={styles.defaults}>
            <legend className={styles.defaultsHeading}>{PARENTAL_CONTROLS_LABELS.subDefaultsHeading}</legend>
            <p className={styles.defaultsIntro}>{PARENTAL_CONTROLS_LABELS.subDefaultsIntro}</p>
            <div className={styles.fields}>
              <RestrictionSelect
                type="movie"
                label={PARENTAL_CONTROLS_LABELS.defaultMovie}
                {...register('defaultMovie')}
              />
              <RestrictionSelect type="tv" label={PARENTAL_CONTROLS_LABELS.defaultTv} {...register('defaultTv')} />
            </div>
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={isPending}>
            {PARENTAL_CONTROLS_LABELS.enable}
          </Button>
          <Button variant="secondary" onClick={finish}>
            {PARENTAL_CONTROLS_LABELS.notNow}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
