import { type VisitorState } from './user.ts';
import type { User } from './user-schemas.ts';

/** What works on user's parsed types (it follows the schemas, so the arrows run one way). */

/**
 * Logged in means has a tveUserId; authorized is the server's isAuthorized: registered, and
 * (narrower than the spec, docs/decisions.md) entitled to the network by the provider.
 */
export function visitorState(user: Pick<User, 'tveUserId' | 'isAuthorized'> | null | undefined): VisitorState {
  if (!user?.tveUserId) return 'signedOut';
  return user.isAuthorized ? 'authorized' : 'unauthorized';
}

/** Whether the next episode plays by itself: the user's autoplay, off when WEB_AUTO_PLAY is 'false' (section 3). */
export const isAutoplayOn = (user: Pick<User, 'autoplay' | 'optionalAttributes'>): boolean =>
  user.autoplay && user.optionalAttributes.WEB_AUTO_PLAY !== 'false';
