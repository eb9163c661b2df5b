import { INTENDED_ROUTE_TTL_MS } from '@stat/contracts';
import type { RouteName } from '@stat/contracts';
import type { RouteParams } from './routes.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Where the visitor was going when an access rule sent them to sign in. */
export interface IntendedRoute {
  name: RouteName;
  params: RouteParams;
  query: Record<string, string>;
  hash: string;
}

interface StoredIntendedRoute extends IntendedRoute {
  savedAt: number;
}

export function saveIntendedRoute(route: IntendedRoute, now: number = Date.now()): void {
  const stored: StoredIntendedRoute = { ...route, savedAt: now };
  try {
    localStorage.setItem(STORAGE_KEYS.intendedRoute, JSON.stringify(stored));
  } catch {
    // Storage may be full or disabled (private mode); the memory is a convenience.
  }
}

/** The remembered route if it is younger than one hour; an expired one is removed. */
export function readIntendedRoute(now: number = Date.now()): IntendedRoute | null {
  let stored: StoredIntendedRoute;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.intendedRoute);
    if (!raw) return null;
    stored = JSON.parse(raw) as StoredIntendedRoute;
  } catch {
    return null;
  }
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > INTENDED_ROUTE_TTL_MS) {
    clearIntendedRoute();
    return null;
  }
  const { savedAt: _savedAt, ...route } = stored;
  return route;
}

/** Forgets the remembered route once the visitor has been taken there. */
export function clearIntendedRoute(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.intendedRoute);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
