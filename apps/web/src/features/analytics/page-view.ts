import { APP_VERSION } from '@stat/contracts';
import type { AppVariant, ClientInteraction, RouteName, VisitorState } from '@stat/contracts';

/** The visitor as the event's user state. */
export const USER_STATES: Record<VisitorState, ClientInteraction['user']['state']> = {
  signedOut: 'anonymous',
  unauthorized: 'authenticated',
  authorized: 'authorized',
};

// The contract's limits: at most 5 sub-sections of at most 100 characters.
const MAX_SUB_SECTIONS = 5;
const MAX_SECTION_LENGTH = 100;

/**
 * The page's site section and sub-sections from its path: the first segment ('home' for /),
 * then the rest ('/category/407/sports' -> 'category', ['407', 'sports']).
 */
export function pageSections(pathname: string): { siteSection: string; subSections: string[] } {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.trim().slice(0, MAX_SECTION_LENGTH))
    .filter(Boolean);
  const [siteSection = 'home', ...subSections] = segments;
  return { siteSection, subSections: subSections.slice(0, MAX_SUB_SECTIONS) };
}

export interface PageViewInput {
  routeName: RouteName;
  pathname: string;
  visitor: VisitorState;
  variant: AppVariant;
  deviceId: string;
  now: number;
}

/** The page-view payload of POST client-interaction (streaming spec section 7). */
export function pageViewPayload({ routeName, pathname, visitor, variant, deviceId, now }: PageViewInput): ClientInteraction {
  const { siteSection, subSections } = pageSections(pathname);
  return {
    action: 'pageView',
    actionType: 'pageView',
    meta: { pageName: routeName, siteSection, subSections, eventHappenedAtMillis: now },
    app: { variant, version: APP_VERSION, deviceId },
    user: { state: USER_STATES[visitor] },
  };
}
