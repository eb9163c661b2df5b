import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TITLE_LABELS } from '@stat/contracts';
import type { Title } from '@stat/contracts';
import { href } from '../../lib/routes.ts';
import { useUserTitle } from './api/get-user-title.ts';
import { CreditsList, FactsList } from './components/credits-list.tsx';
import { DetailHero, MetaLine } from './components/detail-hero.tsx';
import { EpisodeNavigation } from './components/episode-navigation.tsx';
import { PlayButton } from './components/play-button.tsx';
import { RatingBadge } from './components/rating-badge.tsx';
import { WatchProgress } from './components/watch-progress.tsx';
import styles from './title-detail.module.css';

interface TitleDetailProps {
  title: Title;
  signedIn: boolean;
  /** The "Add to My List" button, composed by the app from the My List feature. */
  myListButton?: ReactNode;
  /** Why the viewer cannot play it yet, and the fix (the play-fix feature's), composed by the app. */
  playNote?: ReactNode;
  /** The hero's description as the spoiler shield shows it, with its Reveal (composed by the app). */
  description?: ReactNode;
}

/** An episode's eyebrow: its series (a link back) and its season and episode numbers. */
function Eyebrow({ title }: { title: Title }) {
  if (!title.series) return <>{TITLE_LABELS.titleTypes[title.type]}</>;
  const { seriesId, seriesTitle, seasonNum, episodeNum } = title.series;
  return (
    <>
      <Link to={href('seriesDetail', { id: seriesId })}>{seriesTitle}</Link>
      <span aria-hidden="true"> · </span>
      <span>{TITLE_LABELS.seasonEpisodeLong(seasonNum, episodeNum)}</span>
    </>
  );
}

/** The one detail screen of movies, fights and episodes: hero with play or resume, then the facts. */
export function TitleDetail({ title, signedIn, myListButton, playNote, description }: TitleDetailProps) {
  const userTitle = useUserTitle(title.id, signedIn);
  const bookmark = userTitle?.bookmark;
  const inProgress = bookmark?.status === 'IN_PROGRESS';

  return (
    <div className={styles.page}>
      <DetailHero
        images={title.images}
        eyebrow={<Eyebrow title={title} />}
        name={title.name}
        meta={
          <MetaLine
            items={[
              title.releaseYear,
              <RatingBadge key="rating" rating={title.titleRating} />,
              TITLE_LABELS.duration(title.duration),
              title.advisories.length > 0 && title.advisories.join(', '),
            ]}
          />
        }
        description={description ?? title.description.medium}
        actions={
          <>
            {!title.locked && (
              <PlayButton
                titleId={title.id}
                label={inProgress ? TITLE_LABELS.resume : TITLE_LABELS.play}
                accessibleName={`${inProgress ? TITLE_LABELS.resume : TITLE_LABELS.play} ${title.name}`}
              />
            )}
            {myListButton}
          </>
        }
      >
        {playNote}
        {!title.locked && inProgress && bookmark && (
          <div className={styles.resume}>
            <WatchProgress percent={bookmark.percentWatched} className={styles.resumeBar} />
            {bookmark.timeRemainingText && <span className={styles.remaining}>{bookmark.timeRemainingText}</span>}
          </div>
        )}
        {!title.locked && bookmark?.status === 'WATCHED' && <p className={styles.remaining}>{TITLE_LABELS.watched}</p>}
      </DetailHero>

      <div className={styles.body}>
        {title.series && <EpisodeNavigation episode={title} series={title.series} />}
        <div className={styles.details}>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className={styles.sectionHeading}>
              {TITLE_LABELS.facts.heading}
            </h2>
            <p className={styles.long}>{title.description.long}</p>
            <FactsList
              facts={[
                { label: TITLE_LABELS.facts.year, value: title.releaseYear },
                { label: TITLE_LABELS.facts.duration, value: TITLE_LABELS.duration(title.duration) },
                { label: TITLE_LABELS.facts.rating, value: <RatingBadge rating={title.titleRating} /> },
                { label: TITLE_LABELS.facts.advisories, value: title.advisories.join(', ') },
              ]}
            />
          </section>
          {title.credits.length > 0 && (
            <section aria-labelledby="credits-heading">
              <h2 id="credits-heading" className={styles.sectionHeading}>
                {TITLE_LABELS.credits.heading}
              </h2>
              <CreditsList credits={title.credits} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
