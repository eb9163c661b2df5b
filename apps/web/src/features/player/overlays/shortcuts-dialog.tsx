import { PLAYER_LABELS } from '@stat/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SHORTCUTS } from '../core/shortcuts.ts';
import styles from './overlays.module.css';

const keyName = (key: string) => PLAYER_LABELS.shortcutKeys[key] ?? key.toUpperCase();

/** The help overlay: every shortcut and what it does. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={PLAYER_LABELS.shortcuts} onDismiss={onClose} closeLabel={PLAYER_LABELS.done}>
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className={styles.shortcut}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {keyName(key)}
                </kbd>
              ))}
            </dt>
            <dd>{PLAYER_LABELS.shortcutActions[shortcut.action]}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
