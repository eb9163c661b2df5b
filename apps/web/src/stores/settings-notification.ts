import { create } from 'zustand';

export interface SettingsNotice {
  text: string;
  /** A static notice stays until dismissed; others hide after SETTINGS_NOTIFICATION_MS. */
  static?: boolean;
}

interface SettingsNotificationState {
  notice: SettingsNotice | null;
}

const useSettingsNotificationStore = create<SettingsNotificationState>()(() => ({ notice: null }));

/**
 * Shows the settings notification (streaming spec section 4): ignored while one is showing, so a
 * second confirmation never replaces the first before it was read.
 */
export function showSettingsNotification(notice: SettingsNotice): void {
  useSettingsNotificationStore.setState((state) => (state.notice ? state : { notice }));
}

export function hideSettingsNotification(): void {
  useSettingsNotificationStore.setState({ notice: null });
}

export function useSettingsNotice(): SettingsNotice | null {
  return useSettingsNotificationStore((state) => state.notice);
}
