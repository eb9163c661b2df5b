import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './styles/global.css';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { StartupFailure } from './features/startup/startup-failure.tsx';
import { startApp } from './features/startup/start-app.ts';
import { startFlags } from './lib/flags.ts';
import { ROUTE_PAGES } from './app/route-pages.ts';
import { rememberRegistrationQuery } from './lib/registration-memory.ts';
import { hashPathRedirect, resolvePath } from './lib/routes.ts';

/**
 * Starts the flag client once the first route is on screen: after the router's first navigation
 * has settled and the frame that paints it. Nothing on the first screen reads a flag unless
 * start-up already waited for them.
 */
function startFlagsAfterFirstScreen(router: ReturnType<typeof createAppRouter>): void {
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

async function main() {
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
  // The preloader in index.html stays on screen until this first render replaces it.
  const result = await startApp(queryClient);
  const root = createRoot(container);
  if (!result.ok) {
    root.render(<StartupFailure helpCenterUrl={result.helpCenterUrl} />);
    return;
  }
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  startFlagsAfterFirstScreen(router);
}

void main();
