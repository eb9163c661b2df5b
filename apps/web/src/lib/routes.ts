import type { AppVariant, RouteName } from '@stat/contracts';
import { generatePath, matchPath } from 'react-router';
import { BLOCKED_FIRST_SEGMENTS, EXTERNAL_REDIRECTS, INTERNAL_REDIRECTS, ROUTE_TABLE } from './route-table.ts';
import type { ExternalRedirect, InternalRedirect, RouteDef, RouteTableEntry } from './route-table.ts';
import { VARIANT } from './variant.ts';

type TableEntry<N extends RouteName> = Extract<RouteTableEntry, { name: N }>;
type Output<S> = S extends (raw: never) => infer O ? NonNullable<O> : Record<never, never>;

/** The typed params of a route, as its table entry's schema parses them (ids branded). */
export type RouteParamsOf<N extends RouteName> = TableEntry<N> extends infer E
  ? E extends { params: infer S } ? Output<S> : Record<never, never>
  : never;
/** The typed query of a route (seriesDetail: `{ seasonParam }`). */
export type RouteQueryOf<N extends RouteName> = TableEntry<N> extends infer E
  ? E extends { query: infer S } ? Output<S> : Record<never, never>
  : never;

/**
 * What the router hands the page of route N: its params and query, parsed by the route's
 * schemas. Distributive, so a page shared by several routes takes any of their props.
 */
export type PageProps<N extends RouteName = RouteName> = N extends RouteName
  ? { params: RouteParamsOf<N>; query: RouteQueryOf<N> }
  : never;

/** Params as the loader and the intended-route memory carry them, whatever the route. */
export type RouteParams = Readonly<Record<string, string | number>>;

/** A page's props as the loader carries them, whatever the route (PageProps, erased). */
export interface ResolvedPageProps {
  params: RouteParams;
  query: Readonly<Record<string, unknown>>;
}

const canonical = new Map<RouteName, RouteDef>();
for (const def of ROUTE_TABLE) if (!canonical.has(def.name)) canonical.set(def.name, def);

/** The canonical table entry of a route name. */
export function routeDef(name: RouteName): RouteDef {
  const def = canonical.get(name);
  if (!def) throw new Error(`Unknown route ${name}`);
  return def;
}

function pathOf(name: RouteName, params: RouteParams, query?: Record<string, string | number>): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  // generatePath's types want every param of a literal pattern; ours is a plain string.
  const path = generatePath(routeDef(name).path, stringParams);
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

type HrefArgs<N extends RouteName> = Record<never, never> extends RouteParamsOf<N>
  ? [params?: RouteParamsOf<N>, query?: Record<string, string | number>]
  : [params: RouteParamsOf<N>, query?: Record<string, string | number>];

/** Builds the path of a named route from its typed params: `href('seriesDetail', { id }, { season: 2 })`. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return pathOf(name, (params ?? {}) as RouteParams, query);
}

/** A route's params parsed by its table entry (numbers once, ids branded); null when they do not fit. */
function parseParams(def: RouteDef, raw: Record<string, string | undefined>): RouteParams | null {
  if (!def.params) return {};
  const parsed = def.params(raw);
  if (!parsed) return null;
  // Optional params that were absent come back undefined; the loader carries only present ones.
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as RouteParams;
}

/** A route's query parsed by its table entry; routes without one take no query. */
export function parseQuery(def: RouteDef, search: URLSearchParams): Record<string, unknown> {
  if (!def.query) return {};
  return def.query(Object.fromEntries(search)) ?? {};
}

const inVariant = (variants: readonly AppVariant[] | undefined, variant: AppVariant) =>
  !variants || variants.includes(variant);

export type Resolution =
  | { kind: 'route'; def: RouteDef; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; redirect: ExternalRedirect }
  | { kind: 'notFound' };

function redirectTarget(redirect: InternalRedirect): string {
  return pathOf(redirect.to, redirect.params ?? {});
}

/** What a path means in a variant: a page with typed params, a redirect, an external address or /404. */
export function resolvePath(pathname: string, variant: AppVariant = VARIANT): Resolution {
  for (const redirect of INTERNAL_REDIRECTS) {
    if (inVariant(redirect.variants, variant) && matchPath(redirect.from, pathname)) {
      return { kind: 'redirect', to: redirectTarget(redirect) };
    }
  }
  for (const redirect of EXTERNAL_REDIRECTS) {
    if (redirect.paths.some((path) => matchPath(path, pathname))) return { kind: 'external', redirect };
  }
  for (const def of ROUTE_TABLE) {
    if (!inVariant(def.variants, variant)) continue;
    const match = matchPath(def.path, pathname);
    if (!match) continue;
    const params = parseParams(def, match.params);
    if (params) return { kind: 'route', def, params };
  }
  return { kind: 'notFound' };
}

/** Every distinct path pattern the router registers (the table's paths, redirects and aliases). */
export function routerPatterns(variant: AppVariant = VARIANT): string[] {
  const patterns = [
    ...INTERNAL_REDIRECTS.filter((r) => inVariant(r.variants, variant)).map((r) => r.from),
    ...EXTERNAL_REDIRECTS.flatMap((r) => r.paths),
    ...ROUTE_TABLE.filter((def) => inVariant(def.variants, variant)).map((def) => def.path),
  ];
  // Patterns differing only in param names (/play/:titleId, /play/:channel) are one router route.
  const shapes = new Set<string>();
  return patterns.filter((pattern) => {
    const shape = pattern.replace(/:\w+/g, ':p');
    if (shapes.has(shape)) return false;
    shapes.add(shape);
    return true;
  });
}

/** True when a path's first segment belongs to the server; navigating there is cancelled. */
export function isBlockedPath(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return BLOCKED_FIRST_SEGMENTS.includes(first.toLowerCase());
}

/** `/#/movies/3` -> `/movies/3`: a full path written after the hash (old links), else null. */
export function hashPathRedirect(location: { pathname: string; hash: string }): string | null {
  if (location.pathname !== '/' || !location.hash.startsWith('#/')) return null;
  return location.hash.slice(1);
}
