import { useEffect } from 'react';
import { LABELS, SETTINGS_NOTIFICATION_MS } from '@stat/contracts';
import { hideSettingsNotification, useSettingsNotice } from '../stores/settings-notification.ts';
import { CloseButton } from './ui/close-button.tsx';
import styles from './settings-notification.module.css';

/**
 * The one settings notification (streaming spec sections 4, 9): confirms a change made in
 * Settings, one at a time, gone after 5 s unless static. The live region is always there, so
 * screen readers announce each notice as it appears.
 */
export function SettingsNotification() {
  const notice = useSettingsNotice();
  useEffect(() => {
    if (!notice || notice.static) return;
    const timer = setTimeout(hideSettingsNotification, SETTINGS_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice && (
        <div className={styles.notice}>
          <p className={styles.text}>{notice.text}</p>
          <CloseButton label={LABELS.dismiss} onClick={hideSettingsNotification} />
        </div>
      )}
    </div>
  );
}
