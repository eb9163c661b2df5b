import type { ReactNode } from 'react';
import { TITLE_LABELS } from '@stat/contracts';
import type { SeriesDetail as Series, Title } from '@stat/contracts';
import { useSeriesEpisodes } from './api/get-series-episodes.ts';
import { useUserSeries } from './api/get-user-title.ts';
import { CreditsList, FactsList } from './components/credits-list.tsx';
import { DetailHero, MetaLine } from './components/detail-hero.tsx';
import { EpisodeList } from './components/episode-list.tsx';
import type { EpisodeDescription } from './components/episode-row.tsx';
import { LockNotice } from './components/lock-notice.tsx';
import { PlayButton } from './components/play-button.tsx';
import { RatingBadge } from './components/rating-badge.tsx';
import { SeasonPicker } from './components/season-picker.tsx';
import { SeriesTabs } from './components/series-tabs.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import styles from './series-detail.module.css';

export const SERIES_TABS = [
  { key: 'episodes', label: TITLE_LABELS.tabEpisodes },
  { key: 'details', label: TITLE_LABELS.tabDetails },
] as const;
export type SeriesTab = (typeof SERIES_TABS)[number]['key'];

/** The route's optional `:tab`, anything unknown read as the episodes tab. */
export function seriesTabOf(tab: string | undefined): SeriesTab {
  return SERIES_TABS.find((candidate) => candidate.key === tab)?.key ?? 'episodes';
}

interface SeriesDetailProps {
  series: Series;
  tab: SeriesTab;
  onSelectTab: (tab: SeriesTab) => void;
  /** The `?season=` query (seasonParam); a season the series lacks falls back to its first. */
  seasonParam: number | undefined;
  seasonHref: (season: number) => string;
  signedIn: boolean;
  /** The "Add to My List" button, composed by the app from the My List feature. */
  myListButton?: ReactNode;
  /** An episode's description as the spoiler shield shows it (composed by the app). */
  episodeDescription?: EpisodeDescription;
}

/**
 * Which episode the main button plays, and what it says: the server's resume episode (the one in
 * progress, or the one after the last watched) reads "Continue" once the viewer has started the
 * series; otherwise the first episode plays.
 */
function mainEpisode(episodes: readonly Title[], resumeTitleId: Title['id'] | null | undefined, inProgress: boolean) {
  const resume = resumeTitleId !== null && resumeTitleId !== undefined ? episodes.find((episode) => episode.id === resumeTitleId) : undefined;
  const episode = resume ?? episodes[0];
  if (!episode?.series) return null;
  const started = resume !== undefined && (inProgress || resume.id !== episodes[0]?.id);
  const { seasonNum, episodeNum } = episode.series;
  return { episode, label: started ? TITLE_LABELS.continueEpisode(seasonNum, episodeNum) : TITLE_LABELS.playEpisode(seasonNum, episodeNum) };
}

/** A series: hero with play or resume, then its episodes by season and its details, as tabs. */
export function SeriesDetail({ series, tab, onSelectTab, seasonParam, seasonHref, signedIn, myListButton, episodeDescription }: SeriesDetailProps) {
  const seasonsQuery = useSeriesEpisodes(series.id);
  const userSeries = useUserSeries(series.id, signedIn);
  const loadedSeasons = seasonsQuery.data ?? [];
  const seasonNumbers = series.seasons.length > 0 ? series.seasons : loadedSeasons.map((season) => season.seasonNum);
  const selectedSeason = seasonParam !== undefined && seasonNumbers.includes(seasonParam) ? seasonParam : seasonNumbers[0];
  const allEpisodes = loadedSeasons.flatMap((season) => season.episodes);
  const main = series.locked ? null : mainEpisode(allEpisodes, userSeries?.resumeTitleId, userSeries?.bookmark.status === 'IN_PROGRESS');
  const statusText = series.tuneIn ?? TITLE_LABELS.seriesStatus[series.seriesStatus];

  return (
    <div className={styles.page}>
      <DetailHero
        images={series.images}
        eyebrow={series.genre}
        name={series.name}
        meta={
          <MetaLine
            items={[
              series.releaseYear,
              <RatingBadge key="rating" rating={series.titleRating} />,
              TITLE_LABELS.seasons(series.totalSeasons),
              TITLE_LABELS.episodes(series.totalEpisodes),
            ]}
          />
        }
        tagline={statusText}
        description={series.description.medium}
        actions={
          <>
            {main && <PlayButton titleId={main.episode.id} label={main.label} />}
            {myListButton}
          </>
        }
      >
        {series.locked && <LockNotice />}
      </DetailHero>

      <SeriesTabs label={TITLE_LABELS.tabsLabel} tabs={SERIES_TABS} selected={tab} onSelect={onSelectTab}>
        {tab === 'episodes' ? (
          <>
            {selectedSeason !== undefined && <SeasonPicker seasons={seasonNumbers} selected={selectedSeason} seasonHref={seasonHref} />}
            {seasonsQuery.isPending ? (
              <Loader position="relative" />
            ) : (
              <EpisodeList
                season={selectedSeason ?? 1}
                episodes={loadedSeasons.find((season) => season.seasonNum === selectedSeason)?.episodes ?? []}
                signedIn={signedIn}
                episodeDescription={episodeDescription}
              />
            )}
          </>
        ) : (
          <div className={styles.details}>
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className={styles.sectionHeading}>
                {TITLE_LABELS.facts.heading}
              </h2>
              <p className={styles.long}>{series.description.long}</p>
              <FactsList
                facts={[
                  { label: TITLE_LABELS.facts.genre, value: series.genre },
                  { label: TITLE_LABELS.facts.year, value: series.releaseYear },
                  { label: TITLE_LABELS.facts.rating, value: <RatingBadge rating={series.titleRating} /> },
                  { label: TITLE_LABELS.facts.seasons, value: `${TITLE_LABELS.seasons(series.totalSeasons)}, ${TITLE_LABELS.episodes(series.totalEpisodes)}` },
                  { label: TITLE_LABELS.facts.status, value: statusText },
                ]}
              />
            </section>
            {series.credits.length > 0 && (
              <section aria-labelledby="credits-heading">
                <h2 id="credits-heading" className={styles.sectionHeading}>
                  {TITLE_LABELS.credits.heading}
                </h2>
                <CreditsList credits={series.credits} />
              </section>
            )}
          </div>
        )}
      </SeriesTabs>
    </div>
  );
}
