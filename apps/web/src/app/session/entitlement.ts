import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '@stat/contracts';
import { collectionKeys } from '../../features/collections/api/collection-queries.ts';
import { homeKeys } from '../../features/home/api/home-queries.ts';
import { myListKeys } from '../../features/my-list/api/my-list-queries.ts';
import { parentalControlsKeys } from '../../features/parental-controls/api/parental-controls-queries.ts';
import { playFixKeys } from '../../features/play-fix/api/get-can-play.ts';
import { ppvPurchaseKeys } from '../../features/ppv/api/ppv-purchase-queries.ts';
import { resumeWatchingKeys } from '../../features/resume-watching/api/resume-watching-queries.ts';
import { searchKeys } from '../../features/search/api/search-queries.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { startupKeys } from '../../features/startup/api/startup-queries.ts';
import { titleKeys } from '../../features/titles/api/title-queries.ts';
import { resetPaywallAuthorization } from './paywall-authorization.ts';

/**
 * Every answer that depends on who the viewer is, besides the user: catalogue answers carry
 * `locked` for the profile's restrictions (home, lists, detail pages, search), and My List and
 * resume watching are the viewer's own, as are the pay-per-view purchases.
 */
const VIEWER_KEYS: readonly QueryKey[] = [
  homeKeys.all,
  collectionKeys.all,
  titleKeys.all,
  searchKeys.all,
  myListKeys.all,
  resumeWatchingKeys.all,
  ppvPurchaseKeys.all,
  // Whether each title and channel plays, and why not: who asks decides.
  playFixKeys.all,
  // Settings' viewing restrictions: a save changes the household's limits shown there.
  parentalControlsKeys.all,
];

export type ViewerChange =
  /** Someone signed in (streaming spec section 4: sign-in resets the user's data). */
  | { kind: 'signedIn'; user: User }
  | { kind: 'signedOut' }
  /**
   * The same viewer, entitled differently: profile completion, a parental-controls change, an
   * activation (and, later, a purchase). `user` when the caller already has the new one.
   */
  | { kind: 'updated'; user?: User };

/** Drops every query but the public start-up data (now, dictionary); the user becomes null. */
function dropUserData(queryClient: QueryClient): void {
  const user = userQuery().queryKey;
  const [startup] = startupKeys.all;
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] !== startup || queryKey[1] === user[1],
  });
  queryClient.setQueryData(user, null);
}

/**
 * The one place "who I am changed" is handled: after sign-in, sign-out, profile completion, a
 * parental-controls change, activation and a purchase, everything that depends on the viewer is
 * fetched again, and the paywall's cached authorization is dropped.
 */
export async function viewerChanged(queryClient: QueryClient, change: ViewerChange): Promise<void> {
  resetPaywallAuthorization();
  if (change.kind !== 'updated') {
    dropUserData(queryClient);
    if (change.kind === 'signedIn') queryClient.setQueryData(userQuery().queryKey, change.user);
    return;
  }
  if (change.user) queryClient.setQueryData(userQuery().queryKey, change.user);
  const keys = change.user ? VIEWER_KEYS : [userQuery().queryKey, ...VIEWER_KEYS];
  // Answers no page shows go, so the next page's loader waits for fresh ones rather than showing
  // the old locks first; those on screen are fetched again in place.
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
