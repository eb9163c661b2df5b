import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAutoplayOn, SETTINGS_PROFILE_LABELS, type User } from '@stat/contracts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { CaptionSettings } from '../../features/player/captions/caption-settings.tsx';
import { useCaptionPreferences } from '../../features/player/captions/use-caption-preferences.ts';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { saveAutoplay } from '../player/save-autoplay.ts';
import { SpoilerShieldSetting } from './spoiler-shield-setting.tsx';
import styles from './settings-sections.module.css';

const L = SETTINGS_PROFILE_LABELS.playback;

/**
 * Settings' playback preferences (issue 26 section 4): autoplay of the next episode (POST
 * user/autoplay, which the player's own switch calls too) and the player's caption style panel
 * with its live preview, over the same session-storage store the player reads (streaming spec
 * section 9), so a style set here is the one the next caption shows.
 */
export function PlaybackSettings({ user }: { user: User }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { preferences, setStyle, resetStyle } = useCaptionPreferences();
  const autoplay = isAutoplayOn(user);

  // A failed save leaves the switch as the server has it; the call's error opens the app's modal.
  const changeAutoplay = (on: boolean) =>
    saveAutoplay(queryClient, on).then(
      () => showSettingsNotification({ text: on ? L.autoplayOn : L.autoplayOff }),
      (error: unknown) => console.warn('Autoplay setting not saved', error),
    );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.title}
      </h2>
      <div className={styles.card}>
        <Checkbox
          name="autoplay"
          role="switch"
          label={L.autoplay}
          checked={autoplay}
          onChange={(event) => void changeAutoplay(event.currentTarget.checked)}
        />
        <p className={styles.switchHelp}>
          {L.autoplayHelp}
        </p>
        <SpoilerShieldSetting />
        <CaptionSettings
          value={preferences.style}
          onChange={(style) => {
            setStyle(style);
            showSettingsNotification({ text: L.captionsSaved });
          }}
          onReset={() => {
            resetStyle();
            showSettingsNotification({ text: L.captionsReset });
          }}
        />
        <p className={styles.note}>{L.captionsHelp}</p>
      </div>
    </section>
  );
}
