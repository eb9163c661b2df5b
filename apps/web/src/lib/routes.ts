import { CHANNEL_IDS } from '@stat/contracts';
import type { AppVariant, RouteName } from '@stat/contracts';
import { generatePath, matchPath } from 'react-router';
import { BLOCKED_FIRST_SEGMENTS, EXTERNAL_REDIRECTS, INTERNAL_REDIRECTS, ROUTE_TABLE } from './route-table.ts';
import type { ExternalRedirect, InternalRedirect, ParamType, RouteDef } from './route-table.ts';
import { VARIANT } from './variant.ts';

export type RouteParams = Record<string, string | number>;

/** What the router hands every page: the route's typed params and its query string. */
export interface PageProps {
  params: RouteParams;
  query: Record<string, string>;
}

const canonical = new Map<RouteName, RouteDef>();
for (const def of ROUTE_TABLE) if (!canonical.has(def.name)) canonical.set(def.name, def);

/** The canonical table entry of a route name. */
export function routeDef(name: RouteName): RouteDef {
  const def = canonical.get(name);
  if (!def) throw new Error(`Unknown route ${name}`);
  return def;
}

/** Builds the path of a named route: `href('seriesDetail', { id: 7 }, { season: '2' })`. */
export function href(name: RouteName, params: RouteParams = {}, query?: Record<string, string>): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  // generatePath's types want every param of a literal pattern; ours is a plain string.
  const path = generatePath(routeDef(name).path, stringParams);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

function validParam(type: ParamType, value: string): boolean {
  if (type === 'number') return /^\d+$/.test(value);
  if (type === 'channel') return (CHANNEL_IDS as readonly string[]).includes(value);
  return value.length > 0;
}

/** Typed params of a route: numbers as numbers; null when a param has the wrong type. */
export function parseParams(def: RouteDef, raw: Record<string, string | undefined>): RouteParams | null {
  const parsed: RouteParams = {};
  for (const [key, type] of Object.entries(def.params ?? {})) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!validParam(type, value)) return null;
    parsed[key] = type === 'number' ? Number(value) : value;
  }
  return parsed;
}

const inVariant = (variants: readonly AppVariant[] | undefined, variant: AppVariant) =>
  !variants || variants.includes(variant);

export type Resolution =
  | { kind: 'route'; def: RouteDef; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; redirect: ExternalRedirect }
  | { kind: 'notFound' };

function redirectTarget(redirect: InternalRedirect): string {
  return href(redirect.to, redirect.params);
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
