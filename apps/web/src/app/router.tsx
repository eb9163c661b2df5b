import { createBrowserRouter, redirect } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { setPlayerPrefetch } from '../lib/player-prefetch.ts';
import { href, routerPatterns } from '../lib/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { RoutePage } from './layout/route-page.tsx';
import { warmPlayer } from './player/warm-player.ts';
import { createRouteLoader, setPendingHashSource } from './route-loader.ts';
import type { RouteEnv } from './route-loader.ts';

/** The layout route's id; a page route's id is its path pattern (the server and browser agree on both). */
export const LAYOUT_ROUTE_ID = 'layout';

/**
 * The data router's routes, generated from the one route table: a route per distinct path
 * pattern, all sharing the table-driven loader (which picks the named route, checks params and
 * access), and everything unmatched sent to /404. The server builds them per document with its
 * own query client; the browser once.
 */
export function buildRoutes(env: RouteEnv): RouteObject[] {
  const loader = createRouteLoader(env);
  const pages: RouteObject[] = routerPatterns().map((path) => ({ id: path, path, loader, element: <RoutePage /> }));
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // The layout needs no data; pages load their own and the start-up data is in the cache.
      HydrateFallback: () => null,
      children: [...pages, { id: '*', path: '*', loader: () => redirect(href('notFound')) }],
    },
  ];
}

/** The browser's router; `hydrationData` is the first route's data when the server rendered it. */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  setPendingHashSource(() => router.state.navigation.location?.hash ?? window.location.hash);
  setPlayerPrefetch(warmPlayer);
  return router;
}
