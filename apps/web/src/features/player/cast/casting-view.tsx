import { useShallow } from 'zustand/react/shallow';
import { CAST_LABELS, PLAYER_LABELS, TITLE_LABELS } from '@stat/contracts';
import { ArtImage, pickImage } from '../../../components/catalogue/artwork.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { PauseIcon, PlayIcon } from '../controls/player-icons.tsx';
import { SeekBar } from '../controls/seek-bar.tsx';
import { CastIcon, StopIcon } from './cast-icons.tsx';
import { useCastStore } from './cast-store.ts';
import { minimizeCastSender, remoteControls } from './use-cast.ts';
import controls from './cast-controls.module.css';
import styles from './casting-view.module.css';

interface CastingViewProps {
  /** Leaves the play route; the sender goes back to the mini bar. */
  onClose: () => void;
}

/**
 * The maximized sender (shell spec section 4): what the mini sender opens on the play route of
 * the title being cast. The picture is on the TV, so this is its remote: the title over its
 * artwork, the device, the receiver's position to seek in, play or pause, and stop casting.
 */
export function CastingView({ onClose }: CastingViewProps) {
  const { casting, remote } = useCastStore(useShallow(({ casting, remote }) => ({ casting, remote })));
  if (!casting) return null;
  const close = () => {
    minimizeCastSender();
    onClose();
  };

  return (
    <div className={styles.view}>
      <ArtImage image={pickImage(casting.images, casting.imageDisplay)} sizes="100vw" className={styles.backdrop} eager />
      <div className={styles.top}>
        <div className={styles.titles}>
          <h1 className={styles.heading}>{casting.title}</h1>
          {casting.series && (
            <p className={styles.subheading}>
              {TITLE_LABELS.seasonEpisode(casting.series.seasonNum, casting.series.episodeNum)} · {casting.series.name}
            </p>
          )}
        </div>
        <CloseButton label={PLAYER_LABELS.close} onClick={close} />
      </div>
      <p className={styles.device}>
        <CastIcon connected />
        {CAST_LABELS.playingOn(casting.deviceName)}
      </p>
      <div className={styles.bottom}>
        <SeekBar position={remote.currentTime} start={0} end={remote.duration} live={false} disabled={false} onSeek={remoteControls.seek} />
        <div className={styles.buttons}>
          <button
            type="button"
            className={controls.iconButton}
            aria-label={remote.paused ? CAST_LABELS.play : CAST_LABELS.pause}
            onClick={remoteControls.playOrPause}
          >
            {remote.paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className={controls.iconButton} aria-label={CAST_LABELS.stop} onClick={remoteControls.stop}>
            <StopIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
