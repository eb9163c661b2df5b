import { PAYWALL_NOT_FOUND_MODAL } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import styles from './paywall.module.css';

/**
 * error.paywall.notfound (streaming spec section 8): 'An Error Occurred', the server-trouble text
 * and OK. On the app's Dialog, so focus moves to OK on open and back to whatever had it on close;
 * OK, Esc and the backdrop all call onClose (the caller decides where the viewer goes next).
 */
export function PaywallNotFoundModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={PAYWALL_NOT_FOUND_MODAL.title} onDismiss={onClose} initialFocus="[data-initial-focus]">
      <p className={styles.modalBody}>{PAYWALL_NOT_FOUND_MODAL.body}</p>
      <div className={styles.modalActions}>
        <Button data-initial-focus onClick={onClose}>
          {PAYWALL_NOT_FOUND_MODAL.action}
        </Button>
      </div>
    </Dialog>
  );
}
