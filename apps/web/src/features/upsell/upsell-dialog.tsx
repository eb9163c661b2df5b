import { useId } from 'react';
import { LABELS, UPSELL_LABELS, upsellContent } from '@stat/contracts';
import type { ProviderData } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import styles from './upsell-dialog.module.css';

interface UpsellDialogProps {
  provider: ProviderData;
  onClose: () => void;
}

/**
 * The provider-specific upsell (shell spec section 8): the subscriber's package lacks the network.
 * A known template adds its steps to get it; any other shows the plain body. OK closes.
 */
export function UpsellDialog({ provider, onClose }: UpsellDialogProps) {
  const { title, body, steps } = upsellContent(provider.upsellTemplate, provider.logInText);
  const stepsHeadingId = useId();
  return (
    <Dialog title={title} onDismiss={onClose} closeLabel={LABELS.close} initialFocus="[data-initial-focus]">
      <p className={styles.body}>{body}</p>
      {steps.length > 0 && (
        <section className={styles.steps} aria-labelledby={stepsHeadingId}>
          <h3 id={stepsHeadingId} className={styles.stepsHeading}>
            {UPSELL_LABELS.stepsHeading}
          </h3>
          <ol className={styles.list}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <div className={styles.actions}>
        <Button data-initial-focus onClick={onClose}>
          {UPSELL_LABELS.ok}
        </Button>
      </div>
    </Dialog>
  );
}
