import type { ComponentType } from 'react';
import type { RouteName } from '@stat/contracts';
import type { PageProps, ResolvedPageProps } from '../lib/routes.ts';

type PageModule<N extends RouteName> = Promise<{ default: ComponentType<PageProps<N>> }>;

/**
 * The page of each route name, one module per page with a default export, loaded on demand.
 * The compiler checks each page takes its route's params and query. The build reads this shape
 * (`name: () => import('./path')`, one per name) to preload the requested route's chunk.
 */
export const ROUTE_PAGES: { [N in RouteName]: () => PageModule<N> } = {
  home: () => import('./routes/home-page.tsx'),
  activate: () => import('./routes/activate-page.tsx'),
  handleLogin: () => import('./routes/handle-login-page.tsx'),
  settings: () => import('./routes/settings-page.tsx'),
  freeFullEpisodes: () => import('./routes/free-full-episodes-page.tsx'),
  about: () => import('./routes/about-page.tsx'),
  msoLogin: () => import('./routes/mso-login-page.tsx'),
  formControls: () => import('../features/form-controls/form-controls-page.tsx'),
  play: () => import('./routes/play-page.tsx'),
  playLive: () => import('./routes/play-page.tsx'),
  movies: () => import('./routes/movies-page.tsx'),
  movieDetail: () => import('./routes/title-detail-page.tsx'),
  fightDetail: () => import('./routes/title-detail-page.tsx'),
  episodeDetail: () => import('./routes/title-detail-page.tsx'),
  allSeries: () => import('./routes/all-series-page.tsx'),
  currentSeries: () => import('./routes/current-series-page.tsx'),
  seriesDetail: () => import('./routes/series-detail-page.tsx'),
  category: () => import('./routes/category-page.tsx'),
  curatedLists: () => import('./routes/curated-lists-page.tsx'),
  curatedListDetail: () => import('./routes/curated-list-detail-page.tsx'),
  search: () => import('./routes/search-page.tsx'),
  liveTV: () => import('./routes/live-tv-page.tsx'),
  tou: () => import('./routes/terms-page.tsx'),
  gift: () => import('./routes/gift-terms-page.tsx'),
  notFound: () => import('./routes/not-found-page.tsx'),
  ppv: () => import('./routes/ppv-page.tsx'),
  ppvTestYourSetup: () => import('./routes/ppv-test-your-setup-page.tsx'),
  status: () => import('./routes/status-page.tsx'),
  continuePurchase: () => import('./routes/continue-purchase-page.tsx'),
  giftRedemption: () => import('./routes/gift-redemption-page.tsx'),
  frontDoor: () => import('./routes/front-door-page.tsx'),
  createAccount: () => import('./routes/create-account-page.tsx'),
  forgotPassword: () => import('./routes/forgot-password-page.tsx'),
  resetPassword: () => import('./routes/reset-password-page.tsx'),
  migrate: () => import('./routes/migrate-page.tsx'),
  confirmEmail: () => import('./routes/confirm-email-page.tsx'),
};

/**
 * The loaded page of a resolved route. The one cast between the runtime table and the types:
 * resolvePath parsed the params with this route's own schema, so they are this page's props.
 */
export async function loadPage(name: RouteName): Promise<ComponentType<ResolvedPageProps>> {
  const { default: Page } = await ROUTE_PAGES[name]();
  return Page as ComponentType<ResolvedPageProps>;
}
