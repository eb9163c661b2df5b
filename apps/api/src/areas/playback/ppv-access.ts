import type { FastifyInstance } from 'fastify';
import { PPV_CHANNEL_PHASES, PPV_REPLAY_PHASES, type TitleId } from '@stat/contracts';
import { phaseStarts, priceInCentsAt } from '../ppv/ppv-phase.ts';
import type { PlayingViewer, PlayRefusal } from './play-refusal.ts';
import { ppvPlayRefusal, type PpvWindow } from './ppv-play-refusal.ts';

/**
 * The pay-per-view rule now, for this viewer (ppv-play-refusal.ts): the event's phase and price
 * from the pay-per-view store, the purchase from `app.ppvPurchases`, asked on every start-play
 * and every licence, so a refund or the window closing refuses at once, whatever token a player
 * holds. `titleRating` is what plays: the program on now, or the replay title.
 */
export async function ppvRefusal(app: FastifyInstance, viewer: PlayingViewer, window: PpvWindow, titleRating: string): Promise<PlayRefusal | null> {
  const now = app.playback.now();
  const { event, times, phase } = app.playback.ppv.current(now);
  const first = (window === 'channel' ? PPV_CHANNEL_PHASES : PPV_REPLAY_PHASES)[0];
  const opensAt = phaseStarts(times).find(([name]) => name === first)?.[1] ?? times.doorsAt;
  const bought = viewer ? await app.ppvPurchases.hasBought(viewer.user.tveUserId, event.productId) : false;
  return ppvPlayRefusal({ window, phase, opensAt, viewer, titleRating, bought, priceInCents: priceInCentsAt(event.price, times, now) });
}

/** The pay-per-view channel now: the program on (its rating decides limits), else the main event's title. */
export async function ppvChannelRefusal(app: FastifyInstance, viewer: PlayingViewer): Promise<PlayRefusal | null> {
  const now = app.playback.now();
  const onNow = await app.playback.channels.playingAt('ppv', now);
  const rating = onNow?.titleRating ?? (await app.playback.titleById(app.playback.ppv.current(now).event.broadcast.mainEventTitleId))?.titleRating ?? 'NR';
  return ppvRefusal(app, viewer, 'channel', rating);
}

/** Whether `titleId` is the event's replay, which plays by the pay-per-view rule, not the subscription's. */
export function isPpvReplay(app: FastifyInstance, titleId: TitleId): boolean {
  return app.playback.ppv.current(app.playback.now()).event.replayTitleId === titleId;
}

/** The product the pay-per-view channel's plays are recorded under now. */
export function ppvProductId(app: FastifyInstance): string {
  return app.playback.ppv.current(app.playback.now()).event.productId;
}
