import { useState } from 'react';
import { LABELS, PARENTAL_CONTROLS_LABELS } from '@stat/contracts';
import type { ProviderData, User } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ParentalControlsForm } from './parental-controls-form.tsx';
import styles from './parental-controls.module.css';

interface ParentalControlsFlowProps {
  user: User;
  provider: ProviderData;
  /** The restrictions are saved: what depends on them (the user, locks in the catalogue) is fetched again. */
  onSaved: () => Promise<void>;
  /** The flow is over: declined, saved, failed or dismissed. */
  onDone: () => void;
}

/**
 * Parental controls after registration (shell spec section 4): a prompt whose 'Ok' opens the
 * restrictions form and whose 'No Thanks' ends the flow. The app shows it only to accounts that
 * may set restrictions (`canSetParentalControls`).
 */
export function ParentalControlsFlow({ user, provider, onSaved, onDone }: ParentalControlsFlowProps) {
  const [step, setStep] = useState<'prompt' | 'form'>('prompt');
  if (step === 'form') return <ParentalControlsForm user={user} provider={provider} onSaved={onSaved} onDone={onDone} />;
  return (
    <Dialog
      title={PARENTAL_CONTROLS_LABELS.promptTitle}
      onDismiss={onDone}
      closeLabel={LABELS.close}
      initialFocus="[data-initial-focus]"
    >
      <p className={styles.body}>{PARENTAL_CONTROLS_LABELS.promptBody}</p>
      <div className={styles.actions}>
        <Button data-initial-focus onClick={() => setStep('form')}>
          {PARENTAL_CONTROLS_LABELS.ok}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {PARENTAL_CONTROLS_LABELS.noThanks}
        </Button>
      </div>
    </Dialog>
  );
}
