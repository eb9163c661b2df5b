import {
  API_MESSAGES,
  ERROR_CODES,
  isContentRatingAllowed,
  PLAY_FIX_LABELS,
  titleRatingLabel,
  type ApiError,
  type Entitlement,
  type PlayFix,
  type ScheduleProgram,
  type Title,
  type TitleRating,
  type User,
  type ViewerRestrictions,
} from '@stat/contracts';

/** What is to be played, as entitlement sees it. */
export interface PlayableContent {
  /** Free titles play for anyone, signed out included. */
  free: boolean;
  titleRating: string;
  /** False for what cannot be played now (an expired title). */
  available: boolean;
}

/** The plan a refused ott viewer is offered: the one that unlocks the play. */
export interface UnlockingPlan {
  productCode: string;
  /** "Premium, $14.99 a month". */
  summary: string;
}

/**
 * Who asks: nobody, or a user with the profile's restrictions (its limits, as Settings shows
 * them, and whether this profile may change them) and what would unlock a play it may not make:
 * the TV provider's package (stat), or one of our plans (ott; `lapsed` when it had one).
 */
export type PlayingViewer = null | {
  user: Pick<User, 'tveUserId' | 'registered' | 'isAuthorized'>;
  restrictions: Pick<ViewerRestrictions, 'movie' | 'tv' | 'display' | 'canEdit' | 'accountType'>;
  unlock: { kind: 'package' } | { kind: 'plan'; plan: UnlockingPlan | null; lapsed: boolean };
};

export interface PlayRefusal {
  status: 401 | 403;
  error: ApiError;
}

export const refuse = (status: PlayRefusal['status'], code: string, body: string, fix?: PlayFix): PlayRefusal => ({
  status,
  error: { code, body, ...(fix ? { fix } : {}) },
});

/** A title's rating as the refusal names it; an unrated title reads "Not rated". */
function ratingName(rating: string): string {
  return rating === 'NR' ? PLAY_FIX_LABELS.restrictions.notRated : titleRatingLabel(rating as TitleRating);
}

/** The limit that stops a rating: the movie limit for a film's rating, else the TV one (NR and NC-17 stop at whichever is set). */
function limitName(rating: string, restrictions: Pick<ViewerRestrictions, 'tv' | 'display'>): string {
  if (rating.startsWith('MOVIE_')) return restrictions.display.movie;
  if (rating.startsWith('TV_')) return restrictions.display.tv;
  return restrictions.tv === 'TV_NR' ? restrictions.display.movie : restrictions.display.tv;
}

/** Above the profile's limits: the rating and the limit, and who may change it. */
export function restrictedRefusal(titleRating: string, restrictions: NonNullable<PlayingViewer>['restrictions']): PlayRefusal {
  return refuse(403, ERROR_CODES.playbackRestricted, API_MESSAGES.playbackRestricted, {
    kind: 'restrictions',
    target: 'settings',
    rating: ratingName(titleRating),
    limit: limitName(titleRating, restrictions),
    changedBy: restrictions.canEdit ? 'you' : restrictions.accountType === 'sub' ? 'primary' : 'provider',
  });
}

/** Signed in, registered, but not entitled: stat's package lacks the network; ott's viewer has no subscription, or it lapsed. */
function notEntitledRefusal(unlock: NonNullable<PlayingViewer>['unlock']): PlayRefusal {
  if (unlock.kind === 'package') return refuse(403, ERROR_CODES.playbackNotInPackage, API_MESSAGES.playbackNotInPackage, { kind: 'upsell' });
  const [code, body] = unlock.lapsed ? [ERROR_CODES.playbackLapsed, API_MESSAGES.playbackLapsed] : [ERROR_CODES.playbackNotSubscribed, API_MESSAGES.playbackNotSubscribed];
  const { plan } = unlock;
  const fix: PlayFix | undefined = plan ? { kind: 'subscribe', target: 'continuePurchase', productCode: plan.productCode, planSummary: plan.summary, lapsed: unlock.lapsed } : undefined;
  return refuse(403, code, body, fix);
}

/**
 * Why this viewer may not play this content, or null when it may. One rule for start-play,
 * can-play and the licence server, so the key is never released where start-play refused, and
 * each refusal carries its fix (play-fix-schemas.ts). In order: not available; a profile's
 * rating limits (free titles too); then for anything not free: signed out, not registered, not
 * entitled (stat: the package; ott: no subscription, or a lapsed one).
 */
export function playRefusal(viewer: PlayingViewer, content: PlayableContent): PlayRefusal | null {
  if (!content.available) return refuse(403, ERROR_CODES.playbackNotAvailable, API_MESSAGES.playbackNotAvailable);
  if (viewer && !isContentRatingAllowed(content.titleRating, viewer.restrictions)) return restrictedRefusal(content.titleRating, viewer.restrictions);
  if (content.free) return null;
  if (!viewer) return refuse(401, ERROR_CODES.playbackSignInRequired, API_MESSAGES.playbackSignInRequired, { kind: 'signIn' });
  if (!viewer.user.registered) return refuse(403, ERROR_CODES.playbackNotAuthorized, API_MESSAGES.playbackNotAuthorized, { kind: 'finishSetUp' });
  if (!viewer.user.isAuthorized) return notEntitledRefusal(viewer.unlock);
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
