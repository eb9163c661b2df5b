import { API_MESSAGES, ERROR_CODES, isContentRatingAllowed, PPV_CHANNEL_PHASES, PPV_PHASES, PPV_REPLAY_PHASES, type PpvPhase } from '@stat/contracts';
import { refuse, restrictedRefusal, type PlayingViewer, type PlayRefusal } from './play-refusal.ts';

/** What the pay-per-view rule guards: the event's live channel, or its replay title. */
export type PpvWindow = 'channel' | 'replay';

export interface PpvPlayCheck {
  window: PpvWindow;
  phase: PpvPhase;
  /** When the window opens (doors for the channel, the broadcast's end for the replay), epoch ms. */
  opensAt: number;
  viewer: PlayingViewer;
  /** The rating of what plays (the program on now, or the replay title). */
  titleRating: string;
  /** Whether the viewer has paid for the event (false signed out). */
  bought: boolean;
  /** What buying costs now, named in the refusal of a viewer who has not bought. */
  priceInCents: number;
}

const MESSAGES: Record<PpvWindow, { notOpen: string; over: string }> = {
  channel: { notOpen: API_MESSAGES.ppvChannelNotOpen, over: API_MESSAGES.ppvChannelOver },
  replay: { notOpen: API_MESSAGES.ppvReplayNotOpen, over: API_MESSAGES.ppvReplayOver },
};

/**
 * Why this viewer may not play the event's channel or replay now, or null when they may; one
 * rule for start-play, can-play and the licence server (docs/decisions.md, "Pay-per-view
 * channel"). In order, each refusal naming its fix: outside the window (before it: when it
 * opens; after it: over); signed out (sign in); above the profile's rating limits; not bought
 * (buy, with the price). Buying is the entitlement: no subscription or package is asked.
 */
export function ppvPlayRefusal(check: PpvPlayCheck): PlayRefusal | null {
  const phases = check.window === 'channel' ? PPV_CHANNEL_PHASES : PPV_REPLAY_PHASES;
  if (!phases.includes(check.phase)) {
    const before = PPV_PHASES.indexOf(check.phase) < PPV_PHASES.indexOf(phases[0]!);
    return before
      ? refuse(403, ERROR_CODES.ppvNotOpen, MESSAGES[check.window].notOpen, { kind: 'opens', target: 'ppv', at: check.opensAt })
      : refuse(403, ERROR_CODES.ppvOver, MESSAGES[check.window].over);
  }
  const { viewer } = check;
  if (!viewer) return refuse(401, ERROR_CODES.playbackSignInRequired, API_MESSAGES.playbackSignInRequired, { kind: 'signIn' });
  if (!isContentRatingAllowed(check.titleRating, viewer.restrictions)) return restrictedRefusal(check.titleRating, viewer.restrictions);
  if (!check.bought) return refuse(403, ERROR_CODES.ppvNotBought, API_MESSAGES.ppvNotBought, { kind: 'buy', target: 'ppv', priceInCents: check.priceInCents });
  return null;
}
