import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, defaultShouldDehydrateQuery, QueryCache, QueryClient, skipToken } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryKey, QueryOptions, QueryState, WithRequired } from '@tanstack/react-query';
import type { Flags, RenderTiming, ServerRenderRequest, ServerRenderResult } from '@stat/contracts';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { documentTitle } from './app/layout/document-title.ts';
import { BrowserOnlyOutcome } from './app/route-loader.ts';
import type { RouteData } from './app/route-loader.ts';
import type { ServerRenderState } from './features/startup/server-render-state.ts';
import { buildRoutes } from './app/router.tsx';
import { startupKeys } from './features/startup/api/startup-queries.ts';
import { storesForDevice } from './features/home/store-device.ts';
import { seedStartupQueries } from './features/startup/api/embedded-startup-data.ts';
import { setServerApiFetch } from './lib/api-client.ts';
import { deviceOf } from './lib/device.ts';
import { evaluateFlagsForRender } from './lib/document-flags.ts';
import { setRenderedFlags } from './lib/flags.ts';
import type { ApiFetch } from './lib/api-client.ts';

/** What one render's code reads of its own request, whatever else renders at the same time. */
interface RenderScope {
  /** Its API calls go out as its own viewer. */
  fetchApi: ApiFetch;
  /** The flags it renders with. */
  flags?: Partial<Flags>;
}
const requestScope = new AsyncLocalStorage<RenderScope>();
setServerApiFetch((url, init) => {
  const scope = requestScope.getStore();
  if (!scope) throw new Error(`API call outside a server render: ${url}`);
  return scope.fetchApi(url, init);
});
setRenderedFlags(() => requestScope.getStore()?.flags);

/**
 * A page is rendered again while its render asked for data it did not have (a shelf whose
 * titles come from the modules above it); past this many rounds, what is still missing loads in
 * the browser.
 */
const MAX_RENDER_PASSES = 4;

/**
 * The server's cache for one render: it notes every query a component asks for while enabled
 * (each observer builds its query with its own options, so a query one component keeps off and
 * another needs is still wanted).
 */
class RenderQueryCache extends QueryCache {
  readonly wanted = new Set<string>();

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'> & { enabled?: unknown },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    const enabled = typeof options.enabled === 'function' ? (options.enabled as (query: unknown) => boolean)(query) : options.enabled;
    if (enabled !== false && options.queryFn !== skipToken) this.wanted.add(query.queryHash);
    return query;
  }
}

/** A query client for one render: failures render as loading (the browser fetches them again), never retried. */
function createRenderQueryClient(): { queryClient: QueryClient; cache: RenderQueryCache } {
  const cache = new RenderQueryCache();
  return { queryClient: new QueryClient({ queryCache: cache, defaultOptions: { queries: { retry: false } } }), cache };
}

/**
 * The page's markup once everything it waits for has arrived: lazy components' code and the data
 * of suspending queries (React's prerender waits for every Suspense boundary, so none is left for
 * the browser to render in the server's place).
 */
async function prerender(element: ReactNode, errors: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, where it stands: a large one is otherwise sent after the rest with
    // an inline script to move it in, which the CSP (no inline script) would refuse.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here is left to the browser (React renders that boundary there).
    onError: (error) => void errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A boundary React left to the browser (it suspended, or failed): renderToString cannot wait for
 * it, so such a pass is rendered again with prerender, which does.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup when nothing in it waits any more, in one synchronous pass: renderToString,
 * about twice as cheap as prerender's stream for the same markup; null when a boundary
 * suspended or failed (what is missing is then in the cache, or prerender waits for it).
 */
function renderWhole(element: ReactNode): string | null {
  try {
    const html = renderToString(element);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/**
 * Renders until the page has the data it asks for: each pass records the queries its components
 * use (TanStack Query builds them in the cache), the missing ones are fetched, and the page is
 * rendered again with them. A query that fails is dropped, so the page shows it loading, as the
 * browser will when it hydrates and fetches it again. A pass is a synchronous renderToString
 * while that finishes the page; the last, when it does not (lazy code still loading, a part
 * that fails), is prerender's, which waits for every boundary and reports the failures.
 */
async function renderWithData(
  element: () => ReactNode,
  queryClient: QueryClient,
  cache: RenderQueryCache,
  passes: RenderTiming['passes'],
): Promise<{ html: string; errors: string[] }> {
  const tried = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const errors: string[] = [];
    const start = performance.now();
    const whole = renderWhole(element());
    const missing = cache.findAll().filter((query) => query.state.status === 'pending' && cache.wanted.has(query.queryHash) && !tried.has(query.queryHash));
    const done = missing.length === 0 || pass === MAX_RENDER_PASSES;
    const html = done ? (whole ?? (await prerender(element(), errors))) : '';
    passes.push({ ms: performance.now() - start, fetched: done ? 0 : missing.length, prerendered: done && whole === null });
    if (done) return { html, errors };
    for (const query of missing) tried.add(query.queryHash);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  }
}

/** The queries the document carries: what rendered, except the start-up data (its own block). */
function dehydratePage(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== startupKeys.all[0],
  });
}

/**
 * What a page's render reads of the device (ServerRenderer.deviceKind): mobile or not, and on a
 * phone or tablet the app stores its app offer names (the only use of the user agent itself).
 */
export function deviceKind(userAgent: string, mobileHint: string | undefined): string {
  const device = deviceOf({ userAgent, mobileHint: mobileHint === '?1' });
  return device.mobile ? `mobile ${storesForDevice(device.userAgent, device.maxTouchPoints).join(' ')}` : 'desktop';
}

/** Renders the document's page for `request` (apps/api's web-app area calls this). */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const device = deviceOf({ userAgent: request.userAgent, mobileHint: request.mobileHint === '?1' });
  const isMobile = device.mobile;
  const started = performance.now();
  const timing: RenderTiming = { passes: [], apiCalls: 0, apiMs: 0, dehydrateMs: 0, totalMs: 0 };
  // The contract's fetch, as the API client calls it (contracts has no fetch types to say so).
  const fetchApi = request.fetchApi as ApiFetch;
  const scope: RenderScope = {
    fetchApi: async (url, init) => {
      const start = performance.now();
      try {
        return await fetchApi(url, init);
      } finally {
        timing.apiCalls += 1;
        timing.apiMs += performance.now() - start;
      }
    },
  };
  return requestScope.run(scope, async () => {
    // A flag service that fails leaves the defaults, as in the browser.
    scope.flags = await evaluateFlagsForRender().catch(() => ({}));
    const { queryClient, cache } = createRenderQueryClient();
    seedStartupQueries(queryClient, request.startup);
    const handler = createStaticHandler(buildRoutes({ queryClient, isMobile, onServer: true }));
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    if (context.errors) {
      const [error] = Object.values(context.errors);
      return { kind: 'browser', reason: error instanceof BrowserOnlyOutcome ? error.message : 'the route failed on the server' };
    }
    const leaf = context.matches.at(-1);
    const data = leaf ? (context.loaderData[leaf.route.id] as RouteData | undefined) : undefined;
    if (!leaf || !data) return { kind: 'browser', reason: 'no page matched' };
    const router = createStaticRouter(handler.dataRoutes, context);
    const { html, errors } = await renderWithData(
      () => (
        <AppProviders queryClient={queryClient} device={device}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      ),
      queryClient,
      cache,
      timing.passes,
    );
    const dehydrateStart = performance.now();
    const state: ServerRenderState = { routeId: leaf.route.id, route: data.name, player: data.player, isMobile, flags: scope.flags, queries: dehydratePage(queryClient) };
    timing.dehydrateMs = performance.now() - dehydrateStart;
    timing.totalMs = performance.now() - started;
    return { kind: 'page', html, title: documentTitle(data.def.title), state, errors, timing };
  });
}
