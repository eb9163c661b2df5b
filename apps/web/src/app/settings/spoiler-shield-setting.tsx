import { useQueryClient } from '@tanstack/react-query';
import { SPOILER_LABELS } from '@stat/contracts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { setSpoilerShield } from '../../features/spoilers/api/reveal-spoiler.ts';
import { useSpoilerShieldOn } from '../../features/spoilers/api/get-spoilers.ts';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import styles from './settings-sections.module.css';

/**
 * Settings' spoiler shield switch (issue 29 section 2): on by default; off, every marked result
 * and twist shows (POST user/spoilers/shield/{on}). Its state is the server's (GET user/spoilers
 * without ids), so the switch never shows a setting the server does not have.
 */
export function SpoilerShieldSetting() {
  const queryClient = useQueryClient();
  const shieldOn = useSpoilerShieldOn();

  // A failed save leaves the switch as the server has it; the call's error opens the app's modal.
  const change = (on: boolean) =>
    setSpoilerShield(queryClient, on).then(
      () => showSettingsNotification({ text: on ? SPOILER_LABELS.shieldOn : SPOILER_LABELS.shieldOff }),
      (error: unknown) => console.warn('Spoiler shield not saved', error),
    );

  return (
    <>
      <Checkbox
        name="spoilerShield"
        role="switch"
        label={SPOILER_LABELS.shieldSwitch}
        checked={shieldOn ?? true}
        disabled={shieldOn === undefined}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <p className={styles.switchHelp}>{SPOILER_LABELS.shieldHelp}</p>
    </>
  );
}
