import { describe, expect, it } from 'vitest';
import { DEFAULT_MOVIE_RATING, DEFAULT_TV_RATING, ERROR_CODES, PLAY_FIX_LABELS, type PlayFix } from '@stat/contracts';
import { playRefusal, type PlayableContent, type PlayingViewer } from './play-refusal.ts';

const unlimited = { movie: DEFAULT_MOVIE_RATING, tv: DEFAULT_TV_RATING, display: { movie: 'Unrestricted', tv: 'Unrestricted' }, canEdit: true, accountType: 'primary' } as const;
const pg = { movie: 'MOVIE_PG', tv: 'TV_PG', display: { movie: 'PG', tv: 'TV-PG' } } as const;
const essential = { productCode: 'STAT_ESSENTIAL_MONTHLY', summary: 'Essential, $9.99 a month' };
const user = (registered: boolean, isAuthorized: boolean) => ({ tveUserId: 'viewer', registered, isAuthorized });

/** Every kind of viewer the rule tells apart. */
const viewers: Record<string, PlayingViewer> = {
  signedOut: null,
  statUnregistered: { user: user(false, false), restrictions: unlimited, unlock: { kind: 'package' } },
  statNotInPackage: { user: user(true, false), restrictions: unlimited, unlock: { kind: 'package' } },
  statViewer: { user: user(true, true), restrictions: unlimited, unlock: { kind: 'package' } },
  ottNeverSubscribed: { user: user(true, false), restrictions: unlimited, unlock: { kind: 'plan', plan: essential, lapsed: false } },
  ottLapsed: { user: user(true, false), restrictions: unlimited, unlock: { kind: 'plan', plan: essential, lapsed: true } },
  ottSubscriber: { user: user(true, true), restrictions: unlimited, unlock: { kind: 'plan', plan: null, lapsed: false } },
  primaryRestricted: { user: user(true, true), restrictions: { ...pg, canEdit: true, accountType: 'primary' }, unlock: { kind: 'package' } },
  subRestricted: { user: user(true, true), restrictions: { ...pg, canEdit: false, accountType: 'sub' }, unlock: { kind: 'package' } },
  providerRestricted: { user: user(true, true), restrictions: { ...pg, canEdit: false, accountType: 'primary' }, unlock: { kind: 'package' } },
};
const paid: PlayableContent = { free: false, titleRating: 'TV_14', available: true };
const free: PlayableContent = { ...paid, free: true };
const unavailable: PlayableContent = { ...paid, available: false };
const film: PlayableContent = { ...paid, titleRating: 'MOVIE_R' };
const unrated: PlayableContent = { ...paid, titleRating: 'NR' };

const restrictedFix = (rating: string, limit: string, changedBy: 'you' | 'primary' | 'provider'): PlayFix => ({ kind: 'restrictions', target: 'settings', rating, limit, changedBy });
const subscribeFix = (lapsed: boolean): PlayFix => ({ kind: 'subscribe', target: 'continuePurchase', productCode: essential.productCode, planSummary: essential.summary, lapsed });

describe('playRefusal: every reason against every kind of viewer, with its fix', () => {
  const cases: [viewer: string, content: PlayableContent, status: number | null, code: string | null, fix: PlayFix | undefined][] = [
    ['signedOut', paid, 401, ERROR_CODES.playbackSignInRequired, { kind: 'signIn' }],
    ['signedOut', free, null, null, undefined],
    ['signedOut', unavailable, 403, ERROR_CODES.playbackNotAvailable, undefined],
    ['statUnregistered', paid, 403, ERROR_CODES.playbackNotAuthorized, { kind: 'finishSetUp' }],
    ['statUnregistered', free, null, null, undefined],
    ['statNotInPackage', paid, 403, ERROR_CODES.playbackNotInPackage, { kind: 'upsell' }],
    ['statNotInPackage', free, null, null, undefined],
    ['statViewer', paid, null, null, undefined],
    ['statViewer', unavailable, 403, ERROR_CODES.playbackNotAvailable, undefined],
    ['ottNeverSubscribed', paid, 403, ERROR_CODES.playbackNotSubscribed, subscribeFix(false)],
    ['ottNeverSubscribed', free, null, null, undefined],
    ['ottLapsed', paid, 403, ERROR_CODES.playbackLapsed, subscribeFix(true)],
    ['ottSubscriber', paid, null, null, undefined],
    ['primaryRestricted', paid, 403, ERROR_CODES.playbackRestricted, restrictedFix('TV-14', 'TV-PG', 'you')],
    ['primaryRestricted', { ...paid, titleRating: 'TV_PG' }, null, null, undefined],
    ['primaryRestricted', film, 403, ERROR_CODES.playbackRestricted, restrictedFix('R', 'PG', 'you')],
    ['subRestricted', paid, 403, ERROR_CODES.playbackRestricted, restrictedFix('TV-14', 'TV-PG', 'primary')],
    ['providerRestricted', paid, 403, ERROR_CODES.playbackRestricted, restrictedFix('TV-14', 'TV-PG', 'provider')],
    // A profile's limits hold for free titles too, and an unrated title passes no limit.
    ['subRestricted', { ...free, titleRating: 'TV_MA' }, 403, ERROR_CODES.playbackRestricted, restrictedFix('TV-MA', 'TV-PG', 'primary')],
    ['subRestricted', unrated, 403, ERROR_CODES.playbackRestricted, restrictedFix(PLAY_FIX_LABELS.restrictions.notRated, 'TV-PG', 'primary')],
  ];
  it.each(cases)('%s playing %o: %s %s', (viewer, content, status, code, fix) => {
    const refusal = playRefusal(viewers[viewer]!, content);
    expect(refusal && { status: refusal.status, code: refusal.error.code, fix: refusal.error.fix }).toEqual(code === null ? null : { status, code, fix });
  });

  it('every refusal of who the viewer is names a fix; only what cannot be played now has none', () => {
    for (const viewer of Object.values(viewers)) {
      const refusal = playRefusal(viewer, paid);
      if (refusal) expect(refusal.error.fix).toBeDefined();
    }
  });
});
