import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

// The catalogue pages are honest empty pages: their heading and the params they were opened
// with. The catalogue issue fills them.

export function FreeFullEpisodesPage() {
  return <SimplePage title={routeDef('freeFullEpisodes').title} />;
}

export function MoviesPage({ params }: PageProps) {
  return <SimplePage title={routeDef('movies').title} lead={params.collectionId ? `Collection ${params.collectionId}` : undefined} />;
}

export function TitleDetailPage({ params }: PageProps) {
  return <SimplePage title={`Title ${params.id}`} />;
}

export function AllSeriesPage() {
  return <SimplePage title={routeDef('allSeries').title} />;
}

export function CurrentSeriesPage() {
  return <SimplePage title={routeDef('currentSeries').title} />;
}

export function SeriesDetailPage({ params, query }: PageProps) {
  const season = query.season && /^\d+$/.test(query.season) ? Number(query.season) : undefined;
  const parts = [params.tab && `Tab ${params.tab}`, season !== undefined && `Season ${season}`].filter(Boolean);
  return <SimplePage title={`Series ${params.id}`} lead={parts.length ? parts.join(' · ') : undefined} />;
}

export function CategoryPage({ params }: PageProps) {
  const slugs = [params.categorySlug, params.subCategorySlug].filter(Boolean).join(' / ');
  return <SimplePage title={routeDef('category').title} lead={slugs} />;
}

export function CuratedListsPage() {
  return <SimplePage title={routeDef('curatedLists').title} />;
}

export function CuratedListDetailPage({ params }: PageProps) {
  return <SimplePage title={`Collection ${params.id}`} />;
}

export function SearchPage({ params }: PageProps) {
  return <SimplePage title={routeDef('search').title} lead={`Results for “${params.searchTerm}”`} />;
}

export function LiveTvPage({ params }: PageProps) {
  return <SimplePage title={routeDef('liveTV').title} lead={params.channel ? `Channel ${params.channel}` : undefined} />;
}
