import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { isBlockedPath } from '../../lib/routes.ts';
import { signedOutLanding } from '../../lib/sign-in-target.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import type { RouteData } from '../route-loader.ts';

/** The resolved route on screen (its table entry and params), if any. */
export function useCurrentRoute(): RouteData | undefined {
  const matches = useMatches();
  return matches.at(-1)?.data as RouteData | undefined;
}

/**
 * Navigation side effects (shell spec section 2): the drawer closes on every navigation, a
 * back-button navigation closes the provider picker, scroll returns to the top unless the path
 * is unchanged or the route asks to keep it, and /login opens the picker.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useCurrentRoute();
  const previousPath = useRef(location.pathname);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    // Once per navigation (the location key), including same-path ones.
    if (handledKey.current === location.key) return;
    const firstLoad = handledKey.current === null;
    handledKey.current = location.key;
    const ui = useUiStore.getState();
    ui.closeDrawer();
    // The first load also counts as POP; only a real back/forward closes the picker.
    if (navigationType === 'POP' && !firstLoad) ui.closePicker();
    if (previousPath.current !== location.pathname && !route?.def.preventScroll) window.scrollTo(0, 0);
    previousPath.current = location.pathname;
    if (route?.def.opensPicker) ui.openPicker();
  }, [location.key, location.pathname, navigationType, route]);
}

/**
 * Cancels any in-app navigation to a path whose first segment belongs to the server. A component
 * of its own rather than a hook of the layout: the router's blocker registers itself with a state
 * update once mounted, which would otherwise render the whole shell again right after hydration.
 */
export function BlockedNavigation(): null {
  const blocker = useBlocker(({ nextLocation }) => isBlockedPath(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

/** Signed-out detection: when the user id disappears, close the drawer and go to the signed-out landing. */
export function useSignedOutDetection(): void {
  const userId = useUser()?.tveUserId ?? null;
  const previousId = useRef(userId);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const lost = previousId.current !== null && userId === null;
    previousId.current = userId;
    if (!lost) return;
    useUiStore.getState().closeDrawer();
    const target = signedOutLanding();
    if (pathname !== target) void navigate(target, { replace: true });
  }, [userId, navigate, pathname]);
}
