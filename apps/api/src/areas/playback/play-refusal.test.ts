import { describe, expect, it } from 'vitest';
import { DEFAULT_MOVIE_RATING, DEFAULT_TV_RATING, ERROR_CODES } from '@stat/contracts';
import { playRefusal, type PlayableContent, type PlayingViewer } from './play-refusal.ts';

const unlimited = { movie: DEFAULT_MOVIE_RATING, tv: DEFAULT_TV_RATING };
const pg = { movie: 'MOVIE_PG', tv: 'TV_PG' } as const;
const viewers: Record<string, PlayingViewer> = {
  signedOut: null,
  unregistered: { user: { tveUserId: 'unregistered', registered: false, isAuthorized: false }, limits: unlimited },
  upsell: { user: { tveUserId: 'upsell', registered: true, isAuthorized: false }, limits: unlimited },
  subscriber: { user: { tveUserId: 'subscriber', registered: true, isAuthorized: true }, limits: unlimited },
  restricted: { user: { tveUserId: 'restricted', registered: true, isAuthorized: true }, limits: pg },
};
const content = (over: Partial<PlayableContent>): PlayableContent => ({ free: false, titleRating: 'TV_14', available: true, ...over });

describe('playRefusal', () => {
  const cases: [string, PlayableContent, string | null][] = [
    ['subscriber', content({}), null],
    ['signedOut', content({}), ERROR_CODES.playbackSignInRequired],
    ['unregistered', content({}), ERROR_CODES.playbackNotAuthorized],
    ['upsell', content({}), ERROR_CODES.playbackNotInPackage],
    ['restricted', content({}), ERROR_CODES.playbackRestricted],
    ['restricted', content({ titleRating: 'TV_PG' }), null],
    ['signedOut', content({ free: true }), null],
    ['upsell', content({ free: true }), null],
    ['unregistered', content({ free: true }), null],
    // A profile's limits hold for free titles too.
    ['restricted', content({ free: true, titleRating: 'TV_MA' }), ERROR_CODES.playbackRestricted],
    ['subscriber', content({ available: false }), ERROR_CODES.playbackNotAvailable],
    ['signedOut', content({ free: true, available: false }), ERROR_CODES.playbackNotAvailable],
  ];
  it.each(cases)('%s playing %o: %s', (viewer, playable, code) => {
    expect(playRefusal(viewers[viewer]!, playable)?.error.code ?? null).toBe(code);
  });

  it('answers 401 signed out and 403 otherwise', () => {
    expect(playRefusal(null, content({}))?.status).toBe(401);
    expect(playRefusal(viewers.upsell!, content({}))?.status).toBe(403);
  });
});
