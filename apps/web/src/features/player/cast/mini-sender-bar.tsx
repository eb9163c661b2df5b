import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { CAST_LABELS, TITLE_LABELS } from '@stat/contracts';
import { ArtImage, pickImage } from '../../../components/catalogue/artwork.tsx';
import { href } from '../../../lib/routes.ts';
import { PauseIcon, PlayIcon } from '../controls/player-icons.tsx';
import { StopIcon } from './cast-icons.tsx';
import { useCastStore } from './cast-store.ts';
import { remoteControls } from './use-cast.ts';
import controls from './cast-controls.module.css';
import styles from './mini-sender-bar.module.css';

/**
 * The mini sender (shell spec section 4): while casting and minimized, a bar at the bottom of
 * every page with what plays on which device, play/pause and stop. The bar's main link
 * maximizes the sender and opens the play route of the title being cast.
 */
export function MiniSenderBar() {
  const { casting, minimized, paused, maximize } = useCastStore(
    useShallow(({ casting, minimized, remote, maximize }) => ({ casting, minimized, paused: remote.paused, maximize })),
  );
  if (!casting || !minimized) return null;
  const { series } = casting;

  return (
    <>
      {/* Room at the end of the page, so the bar never covers the footer's last line. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label={CAST_LABELS.miniSender}>
        <Link
          to={href('play', { titleId: casting.titleId })}
          className={styles.open}
          title={CAST_LABELS.openPlayer(casting.title)}
          onClick={maximize}
        >
          <ArtImage image={pickImage(casting.images, casting.imageDisplay)} sizes="96px" className={styles.thumb} eager />
          <span className={styles.text}>
            <span className={styles.heading}>{casting.title}</span>
            {series && (
              <span className={styles.episode}>
                {TITLE_LABELS.seasonEpisode(series.seasonNum, series.episodeNum)} · {series.name}
              </span>
            )}
            <span className={styles.device}>{CAST_LABELS.playingOn(casting.deviceName)}</span>
          </span>
        </Link>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={paused ? CAST_LABELS.play : CAST_LABELS.pause}
          onClick={remoteControls.playOrPause}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button type="button" className={controls.iconButton} aria-label={CAST_LABELS.stop} onClick={remoteControls.stop}>
          <StopIcon />
        </button>
      </section>
    </>
  );
}
