import { useQueries } from '@tanstack/react-query';
import { TITLE_LABELS } from '@stat/contracts';
import type { Title } from '@stat/contracts';
import { userTitleQuery } from '../api/get-user-title.ts';
import { EpisodeRow, type EpisodeDescription } from './episode-row.tsx';
import styles from './episode-list.module.css';

interface EpisodeListProps {
  season: number;
  episodes: readonly Title[];
  /** Signed in: each episode's progress is asked for (user/title/{id}). */
  signedIn: boolean;
  episodeDescription?: EpisodeDescription;
}

/** The episodes of one season, in order, with the viewer's progress on each when signed in. */
export function EpisodeList({ season, episodes, signedIn, episodeDescription }: EpisodeListProps) {
  const progress = useQueries({
    queries: episodes.map((episode) => ({ ...userTitleQuery(episode.id), enabled: signedIn })),
  });
  return (
    <section aria-labelledby="episodes-heading">
      <h2 id="episodes-heading" className={styles.heading}>
        {TITLE_LABELS.season(season)}
        <span className={styles.count}>{TITLE_LABELS.episodes(episodes.length)}</span>
      </h2>
      {episodes.length === 0 ? (
        <p className={styles.empty}>{TITLE_LABELS.noEpisodes}</p>
      ) : (
        <ol role="list" className={styles.list}>
          {episodes.map((episode, index) => (
            <li key={episode.id} className={styles.item}>
              <EpisodeRow episode={episode} percentWatched={progress[index]?.data?.bookmark.percentWatched} description={episodeDescription} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
