import { useState } from 'react';
import { ACTIVATION_LABELS, LABELS, MESSAGES, type ActivatePlatform } from '@stat/contracts';
import { openErrorModal } from '../../components/modal/modal-store.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useActivateDevice } from './api/activate-device.ts';
import type { ActivationOutcome } from './activation-outcome.ts';
import { CodeStep } from './code-step.tsx';
import { DeviceStep } from './device-step.tsx';
import { ResultStep } from './result-step.tsx';
import { usePendingActivation } from './pending-activation.ts';

interface ActivationDialogProps {
  /** The viewer may activate (authorized); otherwise a code leads to sign-in first. */
  canActivate: boolean;
  /** The devices the viewer's provider supports (`platforms.activate`); null while they load. */
  platforms: readonly ActivatePlatform[] | null;
  /** The code is held: sign in (the provider picker, or the front door) and come back. */
  onSignIn: () => void;
  /** A device was activated: what the viewer is entitled to may have changed. */
  onActivated: () => void;
  onClose: () => void;
}

/**
 * Device activation (shell spec section 4): the code form, then (signed out) sign-in, then the
 * device select and the activation; a success or failure dialog ends it. Failure offers Retry
 * Activation (resets and restarts) and Not Now; an unsupported device only OK; the device limit
 * closes the dialog and shows the generic modal.
 */
export function ActivationDialog({ canActivate, platforms, onSignIn, onActivated, onClose }: ActivationDialogProps) {
  const { code, withRegistration, holdCode, start, finish } = usePendingActivation();
  const activate = useActivateDevice();
  const [result, setResult] = useState<{ outcome: ActivationOutcome; device: string } | null>(null);

  const close = () => {
    finish();
    onClose();
  };
  const retry = () => {
    activate.reset();
    setResult(null);
    start(null);
  };

  function activateAs(device: ActivatePlatform) {
    if (!code) return;
    const settle = (outcome: ActivationOutcome) => {
      if (outcome.kind === 'deviceLimit') {
        close();
        openErrorModal(outcome.error);
        return;
      }
      if (outcome.kind === 'success') onActivated();
      // The code is spent or wrong either way: the next try starts from a new one.
      holdCode(null);
      setResult({ outcome, device: device.displayName });
    };
    activate.mutate({ code, platform: device.platform }, { onSuccess: settle });
  }

  const step = result ? resultStep(result) : formStep();
  return (
    // One dialog from the first step to the last: it stays open (and remembers where the focus
    // goes back to) while its title and content change. It opens on the code or device field; each
    // later step focuses its own field or first button.
    <Dialog title={step.title} onDismiss={close} closeLabel={LABELS.close} initialFocus="input, select">
      {step.content}
    </Dialog>
  );

  function resultStep({ outcome, device }: { outcome: ActivationOutcome; device: string }) {
    if (outcome.kind === 'success') {
      const body = withRegistration ? ACTIVATION_LABELS.success.bodyWithRegistration(device) : ACTIVATION_LABELS.success.body(device);
      return {
        title: ACTIVATION_LABELS.success.title,
        content: <ResultStep message={body} closeLabel={ACTIVATION_LABELS.success.done} onClose={close} />,
      };
    }
    const unsupported = outcome.kind === 'unsupported';
    const message = unsupported
      ? withRegistration
        ? ACTIVATION_LABELS.failure.unsupportedWithRegistration
        : MESSAGES.activationDeviceUnsupported
      : outcome.kind === 'failed'
        ? outcome.message
        : MESSAGES.activationFailed;
    return {
      title: ACTIVATION_LABELS.failure.title,
      content: (
        <ResultStep
          message={message}
          onRetry={unsupported ? undefined : retry}
          closeLabel={unsupported ? ACTIVATION_LABELS.failure.ok : ACTIVATION_LABELS.failure.notNow}
          onClose={close}
        />
      ),
    };
  }

  function formStep() {
    const choosing = canActivate && code !== null;
    if (!choosing) {
      return {
        title: ACTIVATION_LABELS.codeForm.title,
        content: (
          <CodeStep
            initialCode={code}
            onCode={(entered) => {
              holdCode(entered);
              if (!canActivate) onSignIn();
            }}
          />
        ),
      };
    }
    return {
      title: ACTIVATION_LABELS.deviceSelect.title,
      content:
        platforms === null ? (
          <Loader position="inline" />
        ) : (
          <DeviceStep code={code} platforms={platforms} activating={activate.isPending} onActivate={activateAs} />
        ),
    };
  }
}
