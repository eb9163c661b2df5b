import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PLAYER_LABELS } from '@stat/contracts';
import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { PlayScreen } from './play-screen.tsx';
import styles from './global-player.module.css';

/**
 * The global player that a play route opens on desktop (shell spec section 2): a modal over
 * everything, so the page behind is inert; closing it goes back to where the viewer was.
 */
export function GlobalPlayer({ params }: PageProps<'play' | 'playLive'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);

  function close() {
    // 'default' is the key of the first page of this tab: nothing of ours to go back to.
    if (location.key === 'default') void navigate(href('home'), { replace: true });
    else void navigate(-1);
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.player}
      aria-label={PLAYER_LABELS.region}
      onCancel={(event) => {
        // React hands a dialog the cancel of any dialog inside it (the player's settings): not ours.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        // Esc leaves full screen first (the browser's own); in the window it closes the player.
        if (!document.fullscreenElement) close();
      }}
    >
      <PlayScreen routeName={'channel' in params ? 'playLive' : 'play'} params={params} onClose={close} />
    </dialog>
  );
}
