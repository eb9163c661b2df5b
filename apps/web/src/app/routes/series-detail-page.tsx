import type { PageProps } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** A series with its optional tab and season (`?season=` arrives as `seasonParam`); the catalogue issue fills it. */
export default function SeriesDetailPage({ params, query }: PageProps<'seriesDetail'>) {
  const { seasonParam } = query;
  const parts = [params.tab && `Tab ${params.tab}`, seasonParam !== undefined && `Season ${seasonParam}`].filter(Boolean);
  return <SimplePage title={`Series ${params.id}`} lead={parts.length ? parts.join(' · ') : undefined} />;
}
