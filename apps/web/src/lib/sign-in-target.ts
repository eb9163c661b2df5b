import type { AppVariant } from '@stat/contracts';
import { ROUTE_TABLE } from './route-table.ts';
import { href } from './routes.ts';
import { VARIANT } from './variant.ts';

/** Where a signed-out visitor signs in. */
export interface SignInTarget {
  /** The address that signs in: redirects, links and the modal's login button go here. */
  path: string;
  /** Signing in is the provider picker, which a button may open over the current page instead. */
  picker: boolean;
}

/**
 * The one rule for where a visitor signs in, used by the header, the home page, the modal's login
 * button and the route loader: on stat the provider picker (its address is /login, home with the
 * picker open); on ott, which has no providers, the front door.
 */
export function signInTarget(variant: AppVariant = VARIANT): SignInTarget {
  if (variant === 'ott') return { path: href('frontDoor'), picker: false };
  const login = ROUTE_TABLE.find((def) => def.opensPicker && (!def.variants || def.variants.includes(variant)));
  if (!login) throw new Error('The route table has no route that opens the provider picker');
  return { path: login.path, picker: true };
}

/**
 * Where a visitor who has just signed out lands: home on stat; on ott, whose home is for
 * subscribers only, the front door (shell spec section 4, signed-out detection). Sign-out and
 * the detection of a session that ended elsewhere both go here.
 */
export function signedOutLanding(variant: AppVariant = VARIANT): string {
  return href(variant === 'ott' ? 'frontDoor' : 'home');
}
