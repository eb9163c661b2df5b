import { MESSAGES, REGISTRATION_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import styles from './registration.module.css';

/** After a minor entered personal data: what was not kept (shell spec section 8). */
export function Under18Notice({ onContinue }: { onContinue: () => void }) {
  return (
    <Dialog title={MESSAGES.under18Title} onDismiss={onContinue}>
      <p className={styles.body}>{MESSAGES.under18Body}</p>
      <div className={styles.actions}>
        <Button onClick={onContinue}>{REGISTRATION_LABELS.under18Continue}</Button>
      </div>
    </Dialog>
  );
}
