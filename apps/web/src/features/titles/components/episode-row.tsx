import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TITLE_LABELS } from '@stat/contracts';
import type { Title } from '@stat/contracts';
import { Artwork } from '../../../components/catalogue/artwork.tsx';
import { href } from '../../../lib/routes.ts';
import { LockIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { WatchProgress } from './watch-progress.tsx';
import styles from './episode-row.module.css';
import { PREFETCH_PLAYER } from '../../../lib/player-prefetch.ts';

/** Draws an episode's short description in its row's style, in place of the plain text (the spoiler shield's). */
export type EpisodeDescription = (episode: Title, className: string | undefined) => ReactNode;

interface EpisodeRowProps {
  episode: Title;
  /** Percent watched, when the viewer is signed in and has started it. */
  percentWatched?: number;
  description?: EpisodeDescription;
}

/**
 * One episode: its still (a play link, or to its page with the lock notice when locked), number,
 * name (to its page), length and short description.
 */
export function EpisodeRow({ episode, percentWatched = 0, description }: EpisodeRowProps) {
  const number = episode.series ? TITLE_LABELS.seasonEpisode(episode.series.seasonNum, episode.series.episodeNum) : null;
  const detail = href('episodeDetail', { id: episode.id });
  const playName = episode.locked ? TITLE_LABELS.lockedItem(episode.name) : TITLE_LABELS.playNamed(episode.name);
  return (
    <article className={styles.row} aria-labelledby={`episode-${episode.id}`}>
      <Link
        to={episode.locked ? detail : href('play', { titleId: episode.id })}
        className={styles.thumb}
        aria-label={number ? `${playName}, ${number}` : playName}
        {...(episode.locked ? {} : PREFETCH_PLAYER)}
      >
        <Artwork images={episode.images} type="playlistListDisplay" sizes="(min-width: 768px) 280px, (min-width: 480px) 40vw, 92vw" className={styles.still} />
        <span className={styles.overlay} aria-hidden="true">
          {episode.locked ? <LockIcon className={styles.overlayIcon} /> : <PlayIcon className={styles.overlayIcon} size={18} />}
        </span>
        <WatchProgress percent={percentWatched} className={styles.progress} />
      </Link>
      <div className={styles.text}>
        <p className={styles.number}>
          {number}
          {number && <span aria-hidden="true"> · </span>}
          {TITLE_LABELS.duration(episode.duration)}
          {episode.locked && (
            <span className={styles.locked}>
              <LockIcon className={styles.lockedIcon} /> {TITLE_LABELS.locked}
            </span>
          )}
        </p>
        <h3 id={`episode-${episode.id}`} className={styles.name}>
          <Link to={detail}>{episode.name}</Link>
        </h3>
        {description ? description(episode, styles.description) : <p className={styles.description}>{episode.description.short}</p>}
      </div>
    </article>
  );
}
