import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { setPlayerPrefetch } from '../lib/player-prefetch.ts';
import { href, routerPatterns } from '../lib/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { RoutePage } from './layout/route-page.tsx';
import { warmPlayer } from './player/warm-player.ts';
import { routeLoader, setPendingHashSource } from './route-loader.ts';

/**
 * The data router, generated from the one route table: a route per distinct path pattern, all
 * sharing the table-driven loader (which picks the named route, checks params and access), and
 * everything unmatched sent to /404.
 */
function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = routerPatterns().map((path) => ({
    path,
    loader: routeLoader,
    element: <RoutePage />,
  }));
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // The layout needs no data; pages load their own and the start-up data is in the cache.
      HydrateFallback: () => null,
      children: [...pages, { path: '*', loader: () => redirect(href('notFound')) }],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setPendingHashSource(() => router.state.navigation.location?.hash ?? window.location.hash);
  setPlayerPrefetch(warmPlayer);
  return router;
}
