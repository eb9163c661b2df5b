import { Link } from 'react-router';
import { TITLE_LABELS } from '@stat/contracts';
import type { Title } from '@stat/contracts';
import { href } from '../../../lib/routes.ts';
import { useSeriesEpisodes } from '../api/get-series-episodes.ts';
import styles from './episode-navigation.module.css';

interface EpisodeNavigationProps {
  episode: Title;
  series: NonNullable<Title['series']>;
}

function Neighbour({ id, direction, episodes }: { id: Title['id']; direction: 'previous' | 'next'; episodes: readonly Title[] }) {
  const neighbour = episodes.find((candidate) => candidate.id === id);
  const label = direction === 'previous' ? TITLE_LABELS.previousEpisode : TITLE_LABELS.nextEpisode;
  return (
    <Link to={href('episodeDetail', { id })} className={`${styles.link} ${styles[direction]}`} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className={styles.direction}>{label}</span>
      {neighbour?.series && (
        <span className={styles.name}>
          {TITLE_LABELS.seasonEpisode(neighbour.series.seasonNum, neighbour.series.episodeNum)} · {neighbour.name}
        </span>
      )}
    </Link>
  );
}

/** An episode's way back to its series and on to the episodes either side. */
export function EpisodeNavigation({ episode, series }: EpisodeNavigationProps) {
  // The series' episodes (usually cached from its page) name the neighbours; the ids alone still link.
  const episodes = (useSeriesEpisodes(series.seriesId).data ?? []).flatMap((season) => season.episodes);
  return (
    <nav aria-label={TITLE_LABELS.episodeNavigation} className={styles.nav}>
      <Link
        to={href('seriesDetail', { id: series.seriesId }, { season: series.seasonNum })}
        className={styles.back}
      >
        {TITLE_LABELS.backToSeries(series.seriesTitle)}
      </Link>
      <div className={styles.neighbours}>
        {episode.previousTitleId !== null && <Neighbour id={episode.previousTitleId} direction="previous" episodes={episodes} />}
        {episode.nextTitleId !== null && <Neighbour id={episode.nextTitleId} direction="next" episodes={episodes} />}
      </div>
    </nav>
  );
}
