import { REGISTRATION_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import styles from './registration.module.css';

/** The end of a registration with nothing else to do: a welcome, then on to where the viewer was going. */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={REGISTRATION_LABELS.welcomeTitle} onDismiss={onClose}>
      <p className={styles.body}>{REGISTRATION_LABELS.welcomeBody}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>{REGISTRATION_LABELS.welcomeStart}</Button>
      </div>
    </Dialog>
  );
}
