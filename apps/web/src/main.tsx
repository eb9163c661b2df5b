import { startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { APP_LABELS } from '@stat/contracts';
import { RouterProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import './styles/global.css';
import { AppProviders } from './app/app-providers.tsx';
import { markFromDocument, queryClient } from './app/query-client.ts';
import { buildRoutes, createAppRouter } from './app/router.tsx';
import { createRouteLoader } from './app/route-loader.ts';
import type { RouteEnv } from './app/route-loader.ts';
import { StartupFailure } from './features/startup/startup-failure.tsx';
import { startApp } from './features/startup/start-app.ts';
import { markInteractive, revealApp } from './features/startup/reveal-app.ts';
import { documentQueries, readServerRenderState } from './features/startup/server-render-state.ts';
import type { ServerRenderState } from './features/startup/server-render-state.ts';
import { setRenderedFlags, startFlags } from './lib/flags.ts';
import { browserDevice } from './lib/device.ts';
import type { Device } from './lib/device.ts';
import { ROUTE_PAGES } from './app/route-pages.ts';
import { rememberRegistrationQuery } from './lib/registration-memory.ts';
import { hashPathRedirect, resolvePath } from './lib/routes.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Marks the app interactive once React has committed its first screen (rendered or hydrated). */
function FirstCommit({ children }: { children: ReactNode }) {
  useEffect(markInteractive, []);
  return children;
}

/**
 * Starts the flag client once the first route is on screen: after the router's first navigation
 * has settled and the frame that paints it. Nothing on the first screen reads a flag unless
 * start-up already waited for them.
 */
function startFlagsAfterFirstScreen(router: AppRouter): void {
  const start = () => {
    requestAnimationFrame(() => setTimeout(() => void startFlags()));
  };
  if (router.state.initialized) return start();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}

/**
 * Hydrates the page the server rendered, in place. The browser runs the first route's loader
 * itself (its page's chunk, the access rules on this device): only when it lands on the page the
 * server chose does it take the server's markup; otherwise (an iPad the server took for a Mac, a
 * flag that closes the paywall) it renders afresh. Returns the router, or null when it did not
 * hydrate.
 */
async function hydrateServerRender(container: HTMLElement, state: ServerRenderState, env: RouteEnv, device: Device): Promise<AppRouter | null> {
  hydrate(queryClient, documentQueries(state));
  setRenderedFlags(() => state.flags);
  markFromDocument(state.queries.queries.map((query) => query.queryHash));
  if (env.isMobile !== state.isMobile) return null;
  // Each step its own task: the page is on screen and should answer a scroll or a tap between them.
  await yieldToBrowser();
  const request = new Request(window.location.href);
  const data = await createRouteLoader(env)({ request, params: {}, context: undefined } as LoaderFunctionArgs).catch(() => null);
  if (!data || data.name !== state.route || data.player !== state.player) return null;
  await yieldToBrowser();
  const routes = buildRoutes(env);
  const router = createAppRouter(routes, { loaderData: { [state.routeId]: data } });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already on screen; a click meanwhile is
  // replayed once its part has hydrated).
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders queryClient={queryClient} device={device}>
        <FirstCommit>
          <RouterProvider router={router} />
        </FirstCommit>
      </AppProviders>,
    );
  });
  return router;
}

async function main() {
  // The app's modules were evaluated in the task that called this (on a phone's CPU, well over
  // 100 ms): each step from here runs in a task of its own, so that a tap meanwhile is answered.
  await yieldToBrowser();
  // Old links carry the full path after the hash: /#/movies/3 -> /movies/3.
  const fromHash = hashPathRedirect(window.location);
  if (fromHash) window.history.replaceState(null, '', fromHash);
  // The landing address's coupon, flow, partner and attribution, kept for a day.
  rememberRegistrationQuery(window.location.search);

  // Fetch the first page's code while the start-up data loads, not after it: one round trip
  // less before the first screen. Access rules still decide once the data is in.
  const first = resolvePath(window.location.pathname);
  if (first.kind === 'route') void ROUTE_PAGES[first.def.name]().catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await yieldToBrowser();
  const serverRender = readServerRenderState();
  // The preloader stays on screen until start-up is done (with a server-rendered page, the boot
  // script lifts it as soon as the DRM check ends; the page hydrates whenever this code arrives).
  await yieldToBrowser();
  const result = await startApp(queryClient);
  if (!result.ok) {
    // Nothing of the page the server drew stays behind the error, not even its title.
    document.title = APP_LABELS.brandName;
    container.replaceChildren();
    createRoot(container).render(
      <FirstCommit>
        <StartupFailure helpCenterUrl={result.helpCenterUrl} />
      </FirstCommit>,
    );
    revealApp();
    return;
  }
  const device = browserDevice();
  const env: RouteEnv = { queryClient, isMobile: device.mobile, onServer: false };
  await yieldToBrowser();
  let router = serverRender ? await hydrateServerRender(container, serverRender, env, device) : null;
  if (!router) {
    router = createAppRouter(buildRoutes(env));
    // Whatever the server drew (a page this browser would not show) gives way to the browser's own.
    container.replaceChildren();
    createRoot(container).render(
      <AppProviders queryClient={queryClient} device={device}>
        <FirstCommit>
          <RouterProvider router={router} />
        </FirstCommit>
      </AppProviders>,
    );
  }
  revealApp();
  startFlagsAfterFirstScreen(router);
}

void main();
