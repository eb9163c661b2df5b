import type { ComponentType } from 'react';
import type { RouteName } from '@stat/contracts';
import type { PageProps } from '../lib/routes.ts';

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

const catalogue = () => import('./routes/catalogue-pages.tsx');
const billing = () => import('./routes/billing-pages.tsx');
const pick = (load: () => Promise<Record<string, unknown>>, name: string) => (): PageModule =>
  load().then((module) => ({ default: module[name] as ComponentType<PageProps> }));

/**
 * The page of each route name, each loaded on demand. Catalogue pages share one chunk (they are
 * empty until their issues land), billing pages another, the player its own.
 */
export const ROUTE_PAGES: Record<RouteName, () => PageModule> = {
  home: () => import('./routes/home-page.tsx'),
  activate: () => import('./routes/activate-page.tsx'),
  handleLogin: () => import('./routes/handle-login-page.tsx'),
  settings: () => import('./routes/settings-page.tsx'),
  freeFullEpisodes: pick(catalogue, 'FreeFullEpisodesPage'),
  about: () => import('./routes/about-page.tsx'),
  msoLogin: () => import('./routes/mso-login-page.tsx'),
  formControls: () => import('../features/form-controls/form-controls-page.tsx'),
  play: () => import('../features/player/play-page.tsx'),
  playLive: () => import('../features/player/play-page.tsx'),
  movies: pick(catalogue, 'MoviesPage'),
  movieDetail: pick(catalogue, 'TitleDetailPage'),
  fightDetail: pick(catalogue, 'TitleDetailPage'),
  episodeDetail: pick(catalogue, 'TitleDetailPage'),
  allSeries: pick(catalogue, 'AllSeriesPage'),
  currentSeries: pick(catalogue, 'CurrentSeriesPage'),
  seriesDetail: pick(catalogue, 'SeriesDetailPage'),
  category: pick(catalogue, 'CategoryPage'),
  curatedLists: pick(catalogue, 'CuratedListsPage'),
  curatedListDetail: pick(catalogue, 'CuratedListDetailPage'),
  search: pick(catalogue, 'SearchPage'),
  liveTV: pick(catalogue, 'LiveTvPage'),
  tou: () => import('./routes/terms-page.tsx'),
  gift: () => import('./routes/gift-terms-page.tsx'),
  notFound: () => import('./routes/not-found-page.tsx'),
  ppv: pick(billing, 'PpvPage'),
  continuePurchase: pick(billing, 'ContinuePurchasePage'),
  giftRedemption: pick(billing, 'GiftRedemptionPage'),
  frontDoor: () => import('./routes/front-door-page.tsx'),
};
