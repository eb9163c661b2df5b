import { API_MESSAGES, ERROR_CODES, isContentRatingAllowed, type ApiError, type Entitlement, type ScheduleProgram, type Title, type User } from '@stat/contracts';
import type { RatingLimits } from '../catalogue/locking.ts';

/** What is to be played, as entitlement sees it. */
export interface PlayableContent {
  /** Free titles play for anyone, signed out included. */
  free: boolean;
  titleRating: string;
  /** False for what cannot be played now (an expired title). */
  available: boolean;
}

/** Who asks: nobody, or a user with the profile's rating limits. */
export type PlayingViewer = null | { user: Pick<User, 'tveUserId' | 'registered' | 'isAuthorized'>; limits: RatingLimits };

export interface PlayRefusal {
  status: 401 | 403;
  error: ApiError;
}

export const refuse = (status: PlayRefusal['status'], code: string, body: string): PlayRefusal => ({ status, error: { code, body } });

/**
 * Why this viewer may not play this content, or null when it may. One rule for start-play,
 * can-play and the licence server, so the key is never released where start-play refused.
 * In order: not available; a profile's rating limits (free titles too); then for anything not
 * free: signed out, not registered, a package without the network.
 */
export function playRefusal(viewer: PlayingViewer, content: PlayableContent): PlayRefusal | null {
  if (!content.available) return refuse(403, ERROR_CODES.playbackNotAvailable, API_MESSAGES.playbackNotAvailable);
  if (viewer && !isContentRatingAllowed(content.titleRating, viewer.limits)) {
    return refuse(403, ERROR_CODES.playbackRestricted, API_MESSAGES.playbackRestricted);
  }
  if (content.free) return null;
  if (!viewer) return refuse(401, ERROR_CODES.playbackSignInRequired, API_MESSAGES.playbackSignInRequired);
  if (!viewer.user.registered) return refuse(403, ERROR_CODES.playbackNotAuthorized, API_MESSAGES.playbackNotAuthorized);
  if (!viewer.user.isAuthorized) return refuse(403, ERROR_CODES.playbackNotInPackage, API_MESSAGES.playbackNotInPackage);
  return null;
}

export const entitlementOf = (content: Pick<PlayableContent, 'free'>): Entitlement => (content.free ? 'FREE' : 'SUBSCRIBER');

/** A catalogue title as entitlement sees it: free or not, and its rating. */
export const playableTitle = (title: Pick<Title, 'flags' | 'titleRating'>): PlayableContent => ({
  free: title.flags.includes('free'),
  titleRating: title.titleRating,
  available: true,
});

/** A live channel's program as entitlement sees it: never free, rated as its title. */
export const playableProgram = (program: Pick<ScheduleProgram, 'titleRating'>): PlayableContent => ({
  free: false,
  titleRating: program.titleRating,
  available: true,
});
