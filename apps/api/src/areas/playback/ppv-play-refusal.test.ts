import { describe, expect, it } from 'vitest';
import { DEFAULT_MOVIE_RATING, DEFAULT_TV_RATING, ERROR_CODES, PPV_PHASES, type PpvPhase } from '@stat/contracts';
import type { PlayingViewer } from './play-refusal.ts';
import { ppvPlayRefusal, type PpvWindow } from './ppv-play-refusal.ts';

const unlimited = { movie: DEFAULT_MOVIE_RATING, tv: DEFAULT_TV_RATING, display: { movie: 'Unrestricted', tv: 'Unrestricted' }, canEdit: true, accountType: 'primary' } as const;
const viewer: PlayingViewer = { user: { tveUserId: 'fan', registered: true, isAuthorized: false }, restrictions: unlimited, unlock: { kind: 'package' } };
const check = (window: PpvWindow, phase: PpvPhase, over: Partial<Parameters<typeof ppvPlayRefusal>[0]> = {}) =>
  ppvPlayRefusal({ window, phase, opensAt: 1_000, viewer, titleRating: 'TV_14', bought: true, priceInCents: 7999, ...over });

describe('ppvPlayRefusal', () => {
  const OPEN: Record<PpvWindow, PpvPhase[]> = { channel: ['live', 'post', 'postpress'], replay: ['post', 'postpress', 'cooldown'] };
  for (const window of ['channel', 'replay'] as const) {
    it(`plays the ${window} to a buyer in ${OPEN[window].join(', ')} only; before, when it opens; after, over`, () => {
      const first = PPV_PHASES.indexOf(OPEN[window][0]!);
      for (const [index, phase] of PPV_PHASES.entries()) {
        const refusal = check(window, phase);
        if (OPEN[window].includes(phase)) expect([phase, refusal]).toEqual([phase, null]);
        else if (index < first) expect([phase, refusal]).toEqual([phase, { status: 403, error: { code: ERROR_CODES.ppvNotOpen, body: expect.any(String), fix: { kind: 'opens', target: 'ppv', at: 1_000 } } }]);
        else expect([phase, refusal?.error.code]).toEqual([phase, ERROR_CODES.ppvOver]);
      }
    });
  }

  it('asks the signed out to sign in, holds the rating limits, then wants the purchase, naming the price', () => {
    expect(check('channel', 'live', { viewer: null })?.error.code).toBe(ERROR_CODES.playbackSignInRequired);
    expect(check('channel', 'live', { titleRating: 'TV_MA', viewer: { ...viewer!, restrictions: { ...unlimited, movie: 'MOVIE_PG', tv: 'TV_PG', display: { movie: 'PG', tv: 'TV-PG' } } } })?.error).toMatchObject({
      code: ERROR_CODES.playbackRestricted,
      fix: { kind: 'restrictions', rating: 'TV-MA', limit: 'TV-PG', changedBy: 'you' },
    });
    expect(check('replay', 'post', { bought: false })).toEqual({ status: 403, error: { code: ERROR_CODES.ppvNotBought, body: expect.any(String), fix: { kind: 'buy', target: 'ppv', priceInCents: 7999 } } });
    // The window comes first: nobody can open it early, buyer or not.
    expect(check('channel', 'prepress', { viewer: null, bought: false })?.error.code).toBe(ERROR_CODES.ppvNotOpen);
  });

  it('asks no subscription or package of a buyer: buying is the entitlement', () => {
    expect(check('channel', 'live', { viewer: { ...viewer!, user: { tveUserId: 'fan', registered: false, isAuthorized: false } } })).toBeNull();
    // ott: a lapsed subscriber who bought watches; one who has not is asked to buy, not to subscribe.
    const lapsed: PlayingViewer = { ...viewer!, unlock: { kind: 'plan', plan: { productCode: 'STAT_ESSENTIAL_MONTHLY', summary: 'Essential, $9.99 a month' }, lapsed: true } };
    expect(check('channel', 'live', { viewer: lapsed })).toBeNull();
    expect(check('replay', 'cooldown', { viewer: lapsed, bought: false })?.error.fix).toEqual({ kind: 'buy', target: 'ppv', priceInCents: 7999 });
  });
});
