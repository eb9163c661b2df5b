import { describe, expect, it } from 'vitest';
import { APP_VERSION, clientInteractionSchema, PLAYER_ACTIONS } from '@stat/contracts';
import { playerEventPayload } from './player-event.ts';

const base = { routeName: 'play', contentId: 20002, visitor: 'authorized', variant: 'stat', deviceId: 'd-1', now: 1_800_000_000_000 } as const;

describe('playerEventPayload', () => {
  it('is a valid client-interaction for every player action', () => {
    for (const action of PLAYER_ACTIONS) {
      expect(clientInteractionSchema.safeParse(playerEventPayload({ ...base, action })).success, action).toBe(true);
    }
  });

  it('names the action, the page, the title and who watches', () => {
    expect(playerEventPayload({ ...base, action: 'captionsOn' })).toEqual({
      action: 'captionsOn',
      actionType: 'player',
      meta: { pageName: 'play', eventHappenedAtMillis: 1_800_000_000_000, contentId: 20002 },
      app: { variant: 'stat', version: APP_VERSION, deviceId: 'd-1' },
      user: { state: 'authorized' },
    });
  });

  it('leaves the content out for a live channel, and names a signed-out viewer anonymous', () => {
    const event = playerEventPayload({ ...base, action: 'goToLive', routeName: 'playLive', contentId: null, visitor: 'signedOut' });
    expect(event.meta).toEqual({ pageName: 'playLive', eventHappenedAtMillis: 1_800_000_000_000 });
    expect(event.user.state).toBe('anonymous');
  });
});
