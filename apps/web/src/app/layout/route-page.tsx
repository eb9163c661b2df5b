import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useLoaderData } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import type { RouteName } from '@stat/contracts';
import { Loader } from '../../components/ui/Loader.tsx';
import { useIsMobile } from '../../lib/device.ts';
import type { PageProps } from '../../lib/routes.ts';
import type { RouteData } from '../route-loader.ts';
import { ROUTE_PAGES } from '../route-pages.ts';

const GlobalPlayer = lazy(() =>
  import('../../features/player/global-player.tsx').then((module) => ({ default: module.GlobalPlayer })),
);

// One lazy component per route name, made once: each page's chunk loads on first use (the
// route loader has usually fetched it already).
const PAGES = Object.fromEntries(
  (Object.keys(ROUTE_PAGES) as RouteName[]).map((name) => [name, lazy(ROUTE_PAGES[name])]),
) as Record<RouteName, LazyExoticComponent<ComponentType<PageProps>>>;

/** "<Page> | STAT" for the route on screen. */
export function documentTitle(title: string): string {
  return `${title} | ${APP_LABELS.brandName}`;
}

/** Renders the page of the named route the loader resolved; on desktop a play route is the global player. */
export function RoutePage() {
  const { name, def, params, query } = useLoaderData() as RouteData;
  const isMobile = useIsMobile();

  useEffect(() => {
    document.title = documentTitle(def.title);
  }, [def.title]);

  const isPlay = name === 'play' || name === 'playLive';
  const Page = isPlay && !isMobile ? GlobalPlayer : PAGES[name];
  return (
    <Suspense fallback={<Loader position="relative" />}>
      <Page params={params} query={query} />
    </Suspense>
  );
}
