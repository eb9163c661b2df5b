import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import type { ResolvedPageProps } from '../../lib/routes.ts';
import { loadGlobalPlayer } from '../player/warm-player.ts';
import type { RouteData } from '../route-loader.ts';

// The loader sets `player` only on play routes, whose params the global player takes.
const GlobalPlayer = lazy(() =>
  loadGlobalPlayer().then((module) => ({
    default: module.GlobalPlayer as ComponentType<ResolvedPageProps>,
  })),
);

/** "<Page> | STAT" for the route on screen. */
function documentTitle(title: string): string {
  return `${title} | ${APP_LABELS.brandName}`;
}

/** Renders the page of the named route the loader resolved; on desktop a play route is the global player. */
export function RoutePage() {
  const { def, params, query, Page: RoutePageComponent, player } = useLoaderData() as RouteData;

  useEffect(() => {
    document.title = documentTitle(def.title);
  }, [def.title]);

  const Page = player ? GlobalPlayer : RoutePageComponent;
  return (
    <Suspense fallback={<Loader position="relative" />}>
      <Page params={params} query={query} />
    </Suspense>
  );
}
