import { ROUTE_NAMES } from '@stat/contracts';
import type { HomeScreenModal, RouteName } from '@stat/contracts';
import { href, routeDef } from '../../lib/routes.ts';

/** A button of the announcement: an in-app link (a path) or an external link (new tab). */
export type AnnouncementAction =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}

/** A route name a button can reach without params; anything else names no page. */
function pathOf(name: string): string | null {
  if (!isRouteName(name)) return null;
  const params = routeDef(name).params;
  if (params && !params({})) return null;
  return href(name);
}

/**
 * The announcement's buttons (shell spec section 3): each carries an internal route (a route
 * name) or an external link. A button with neither, or with a route that names no page without
 * params, is dropped: there is nowhere to take the viewer.
 */
export function announcementActions(buttons: HomeScreenModal['content']['buttons']): AnnouncementAction[] {
  return buttons.flatMap((button): AnnouncementAction[] => {
    const to = button.route ? pathOf(button.route) : null;
    if (to) return [{ kind: 'route', label: button.label, to }];
    if (button.href) return [{ kind: 'external', label: button.label, href: button.href }];
    return [];
  });
}
