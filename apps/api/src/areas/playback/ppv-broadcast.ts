import type { ScheduleProgram, Title } from '@stat/contracts';
import type { PpvCurrent } from '../ppv/ppv-store.ts';

type BroadcastTitle = Pick<Title, 'id' | 'type' | 'name' | 'series' | 'titleRating'>;

/**
 * The pay-per-view channel's programs, on the event's (moved) times: the prelims title from
 * doors to the main event's walk-out, then the main event title until the broadcast ends
 * (docs/decisions.md, "Pay-per-view channel"). Each is a live channel program like shoeast's,
 * so the media origin packages it, keys it and loops its clip to the slot as it does theirs.
 * No prelims program when doors and walk-out coincide.
 */
export function ppvBroadcast({ times, event }: Pick<PpvCurrent, 'times' | 'event'>, titles: { prelims: BroadcastTitle; mainEvent: BroadcastTitle }): ScheduleProgram[] {
  const program = (title: BroadcastTitle, start: number, end: number): ScheduleProgram => ({
    channel: 'ppv',
    start,
    titleId: title.id,
    refid: `ppv:${event.productId}:${start}:${title.id}`,
    type: title.type,
    name: title.name,
    seriesTitle: title.series?.seriesTitle ?? null,
    duration: Math.max(1, Math.floor((end - start) / 1000)),
    titleRating: title.titleRating,
  });
  const main = program(titles.mainEvent, times.mainEventAt, times.endsAt);
  return times.doorsAt < times.mainEventAt ? [program(titles.prelims, times.doorsAt, times.mainEventAt), main] : [main];
}

/** The programs of `programs` overlapping [from, to), in start order. */
export function broadcastBetween(programs: readonly ScheduleProgram[], from: number, to: number): ScheduleProgram[] {
  return programs.filter((program) => program.start < to && program.start + program.duration * 1000 > from);
}
