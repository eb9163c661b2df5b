import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { drmSupport } from '../../lib/drm-check.ts';
import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { playTarget } from './play-target.ts';
import styles from './global-player.module.css';

/**
 * The global player overlay that a play route opens on desktop. Playback itself comes with the
 * player issue; this shell names what would play and closes back to where the viewer was.
 */
export function GlobalPlayer({ params }: PageProps<'play' | 'playLive'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const target = playTarget(params, location.pathname);
  const drm = drmSupport();
  const keySystems = drm ? Object.entries(drm).filter(([, ok]) => ok).map(([name]) => name) : [];

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
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.bar}>
        <h1 id={headingId} className={styles.heading}>
          {target.kind === 'title' ? APP_LABELS.player.titleHeading(target.titleId) : APP_LABELS.player.channelHeading(target.channel)}
        </h1>
        <CloseButton label={APP_LABELS.player.close} onClick={close} />
      </div>
      <div className={styles.stage}>
        <p className={styles.note}>
          {keySystems.length ? `Protected playback available: ${keySystems.join(', ')}.` : 'No protected playback system was found in this browser.'}
        </p>
      </div>
    </dialog>
  );
}
