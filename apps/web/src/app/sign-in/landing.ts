import type { RouteName } from '@stat/contracts';
import { clearIntendedRoute, readIntendedRoute } from '../../lib/intended-route.ts';
import { href, resolvePath, type RouteParams } from '../../lib/routes.ts';

// href's per-route typing needs a literal name; a remembered route is any name with its own params.
const hrefOf = href as (name: RouteName, params?: RouteParams, query?: Record<string, string>) => string;

/** The path of the saved intended route (name, params, query, hash), or null; it stays saved. */
export function intendedPath(now?: number): string | null {
  const route = readIntendedRoute(now);
  return route ? `${hrefOf(route.name, route.params, route.query)}${route.hash}` : null;
}

/**
 * The absolute address a sign-in that leaves the app (a provider, the account provider) comes
 * back to: the intended route, left saved for the flow's end to read, or home.
 */
export function signInReturnPage(origin: string = location.origin): string {
  return new URL(intendedPath() ?? href('home'), origin).toString();
}

/** The intended route's path, forgotten once read: the visitor is on the way there. */
export function takeIntendedPath(): string | null {
  const path = intendedPath();
  if (path) clearIntendedRoute();
  return path;
}

/**
 * Where /handleLogin's `returnpage` may take the viewer: the path, query and hash of a same-origin
 * address, or null. The path must stay on this origin when read on its own: `https://us//evil.example/`
 * is ours, but its path `//evil.example/` is another site, which the router refuses to open. The
 * sign-in pages themselves (/login, /handleLogin) are no place to return to: from /login the
 * intended route or home is where the viewer was going.
 */
export function returnPath(returnpage: string | undefined, origin: string): string | null {
  if (!returnpage) return null;
  let url: URL;
  try {
    url = new URL(returnpage, origin);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || new URL(path, origin).origin !== origin) return null;
  const target = resolvePath(url.pathname);
  if (target.kind === 'route' && (target.def.name === 'handleLogin' || target.def.opensPicker)) return null;
  return path;
}
