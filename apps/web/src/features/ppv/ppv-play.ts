import { PPV_CHANNEL_LABELS, PPV_REPLAY_PHASES, type PpvPhase, type TitleId } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/** What the event page asks can-play about: the pay-per-view channel, or the event's replay title. */
export type PpvPlayable = { kind: 'channel'; id: 'ppv' } | { kind: 'title'; id: TitleId };

export interface PpvPlay {
  thing: PpvPlayable;
  /** The watch button, where the phase has something to watch; none before the channel opens. */
  watch: { label: string; to: string } | null;
}

/**
 * What the event page asks the server about in `phase` (the windows of contracts'
 * ppv-channel.ts): the channel while the event is live and before it (the server then answers
 * when it opens), the replay after it; after the sunset nothing plays and nothing is asked.
 */
export function ppvPlayOf(phase: PpvPhase, replayTitleId: TitleId): PpvPlay | null {
  if (phase === 'sunset') return null;
  if (PPV_REPLAY_PHASES.includes(phase)) return { thing: { kind: 'title', id: replayTitleId }, watch: { label: PPV_CHANNEL_LABELS.watchReplay, to: href('play', { titleId: replayTitleId }) } };
  const live = phase === 'live';
  return { thing: { kind: 'channel', id: 'ppv' }, watch: live ? { label: PPV_CHANNEL_LABELS.watchLive, to: href('playLive', { channel: 'ppv' }) } : null };
}
