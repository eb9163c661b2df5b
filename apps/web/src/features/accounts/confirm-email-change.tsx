import { useEffect, useRef, useState } from 'react';
import { API_MESSAGES, SETTINGS_PROFILE_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { FormOutcome } from './form-outcome.tsx';

const L = SETTINGS_PROFILE_LABELS.profile.confirmEmail;

type State = { kind: 'confirming' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

interface ConfirmEmailChangeProps {
  /** The link's token; without one the link is not valid. */
  token: string | undefined;
  settingsHref: string;
  /** The e-mail changed: whatever shows the user is fetched again. */
  onConfirmed: () => void;
}

/**
 * The e-mail change's link, opened: confirms at once (the page runs only in a browser, so a mail
 * scanner fetching the link changes nothing) and says how it ended, with the way to Settings.
 */
export function ConfirmEmailChange({ token, settingsHref, onConfirmed }: ConfirmEmailChangeProps) {
  const { mutateAsync } = useConfirmEmailChange();
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'failed', message: API_MESSAGES.emailChangeLinkInvalid });
  // The link works once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void mutateAsync(token).then((result) => {
      if (!result.ok) return setState({ kind: 'failed', message: result.error.body });
      setState({ kind: 'done', message: L.confirmed(result.value ?? '') });
      onConfirmed();
    });
  }, [token, mutateAsync, onConfirmed]);

  if (state.kind === 'confirming') {
    return (
      <div role="status">
        <Loader />
        <p>{L.confirming}</p>
      </div>
    );
  }
  return (
    <FormOutcome role={state.kind === 'done' ? 'status' : 'alert'} message={state.message}>
      <Button to={settingsHref} size="lg" fullWidth>
        {L.toSettings}
      </Button>
    </FormOutcome>
  );
}
