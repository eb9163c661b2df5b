import { CAST_LABELS } from '@stat/contracts';
import { CastIcon } from './cast-icons.tsx';
import { castTitle, remoteControls, requestCastSession, useCast, type CastRequest } from './use-cast.ts';
import styles from './cast-controls.module.css';

interface CastButtonProps {
  /** What plays now, asked for once a device is picked (the position is read then). */
  media: () => CastRequest;
  /** The receiver took the title: pause local playback; the sender is minimized. */
  onCasting: () => void;
  className?: string;
}

/**
 * The player's cast button: opens the browser's device picker, then has the device play what
 * the player plays; while casting it ends the session. Not rendered until the Cast library is
 * available and sees a device, so there is never a button that cannot work.
 */
export function CastButton({ media, onCasting, className }: CastButtonProps) {
  const { available, devicesFound, session, deviceName } = useCast();
  if (!available || (!devicesFound && session === 'idle')) return null;

  async function press() {
    if (session === 'connected') remoteControls.stop();
    else if (session === 'idle' && (await requestCastSession()) && (await castTitle(media()))) onCasting();
  }

  const label =
    session === 'connected'
      ? CAST_LABELS.stopCastingTo(deviceName ?? CAST_LABELS.unnamedDevice)
      : session === 'connecting'
        ? CAST_LABELS.connecting
        : CAST_LABELS.castToDevice;
  return (
    <button
      type="button"
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label={label}
      // Stays focusable while connecting, so focus is not lost; presses wait for the device.
      aria-disabled={session === 'connecting' || undefined}
      data-casting={session === 'connected' || undefined}
      onClick={() => void press()}
    >
      <CastIcon connected={session === 'connected'} />
    </button>
  );
}
