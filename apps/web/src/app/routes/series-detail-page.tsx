import { useNavigate } from 'react-router';
import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { MyListButton } from '../../features/my-list/my-list-button.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useSeriesDetail } from '../../features/titles/api/get-series-detail.ts';
import { ShieldedDescription } from '../../features/spoilers/shielded-description.tsx';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';
import { SeriesDetail, seriesTabOf } from '../../features/titles/series-detail.tsx';
import type { SeriesTab } from '../../features/titles/series-detail.tsx';

/** A series with its tab (`/series/:id/:tab?`) and season (`?season=` arrives as `seasonParam`). */
export default function SeriesDetailPage({ params, query }: PageProps<'seriesDetail'>) {
  const series = useSeriesDetail(params.id);
  const user = useUser();
  const signedIn = user !== null;
  const navigate = useNavigate();
  if (!series) return <NotFoundState />;

  const { seasonParam } = query;
  const season = seasonParam !== undefined ? { season: seasonParam } : undefined;
  // The episodes tab is the page's own address; the details tab keeps the season for the way back.
  const tabHref = (tab: SeriesTab) =>
    tab === 'episodes' ? href('seriesDetail', { id: params.id }, season) : href('seriesDetail', { id: params.id, tab }, season);

  return (
    <SeriesDetail
      series={series}
      tab={seriesTabOf(params.tab)}
      onSelectTab={(tab) => navigate(tabHref(tab), { replace: true, preventScrollReset: true })}
      seasonParam={seasonParam}
      seasonHref={(seasonNum) => href('seriesDetail', { id: params.id, ...(params.tab ? { tab: params.tab } : {}) }, { season: seasonNum })}
      signedIn={signedIn}
      myListButton={user?.isAuthorized && <MyListButton kind="series" id={series.id} name={series.name} />}
      episodeDescription={(episode, className) => <ShieldedDescription item={episode} length="short" signedIn={signedIn} textClassName={className} />}
    />
  );
}
