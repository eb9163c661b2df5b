import { SCHEDULE_MIN_AHEAD, SCHEDULE_PAGE_HOURS, HOUR_MS } from '@stat/contracts';
import type { ScheduleProgram } from '@stat/contracts';

/**
 * The live schedule's pointers, free of React and of the clock (streaming spec section 4): given
 * a channel's programs and the time, what plays now, what plays next and when the pointer moves.
 */

export interface ChannelPointer {
  /** Index in the channel's programs of the one playing now; -1 before the first. */
  currentIndex: number;
  current: ScheduleProgram | null;
  next: ScheduleProgram | null;
  /** When the current program ends: the next one's start, else its own start plus duration. */
  currentEnd: number | null;
  /** Milliseconds until the next program starts (the pointer's timer); null when none is known. */
  msUntilNext: number | null;
  /** How much of the current program has played, 0 to 1. */
  progress: number;
  /** Programs starting after now. */
  ahead: number;
}

/** A channel's programs in start order, each start once (pages overlap at their edges). */
export function programsOf(programs: readonly ScheduleProgram[], channel: ScheduleProgram['channel']): ScheduleProgram[] {
  const byStart = new Map<number, ScheduleProgram>();
  for (const program of programs) if (program.channel === channel) byStart.set(program.start, program);
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The pointer of one channel at `now` (epoch ms, server clock); `programs` in start order. */
export function channelPointer(programs: readonly ScheduleProgram[], now: number): ChannelPointer {
  // The last program that has started: binary search, the list grows a page at a time.
  let low = 0;
  let high = programs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (programs[middle]!.start <= now) low = middle + 1;
    else high = middle;
  }
  const currentIndex = low - 1;
  const current = programs[currentIndex] ?? null;
  const next = programs[currentIndex + 1] ?? null;
  const currentEnd = current ? (next?.start ?? current.start + current.duration * 1000) : null;
  const length = current && currentEnd !== null ? currentEnd - current.start : 0;
  const progress = current && length > 0 ? Math.min(1, Math.max(0, (now - current.start) / length)) : 0;
  return {
    currentIndex,
    current,
    next,
    currentEnd,
    msUntilNext: next ? Math.max(0, next.start - now) : null,
    progress,
    ahead: programs.length - (currentIndex + 1),
  };
}

/** More pages are wanted when a channel has fewer than SCHEDULE_MIN_AHEAD programs ahead. */
export function needsMorePrograms(pointers: readonly Pick<ChannelPointer, 'ahead'>[]): boolean {
  return pointers.some((pointer) => pointer.ahead < SCHEDULE_MIN_AHEAD);
}

/**
 * When to look at the clock again: at the earliest next start of any channel, but at least once
 * every `refreshMs` so progress bars move; never sooner than `minMs`.
 */
export function nextTickDelay(pointers: readonly Pick<ChannelPointer, 'msUntilNext'>[], refreshMs: number, minMs = 250): number {
  const starts = pointers.flatMap((pointer) => (pointer.msUntilNext === null ? [] : [pointer.msUntilNext]));
  return Math.max(minMs, Math.min(refreshMs, ...starts));
}

const PAGE_MS = SCHEDULE_PAGE_HOURS * HOUR_MS;

/**
 * The server's page number for a block counted from the first page 0 the client saw: page 0 is
 * always the block holding now, so after a block boundary passes the numbers shift down by one.
 * Null for a block that is already over.
 */
export function pageForBlock(block: number, firstPageFrom: number, now: number): number | null {
  const elapsedBlocks = Math.max(0, Math.floor((now - firstPageFrom) / PAGE_MS));
  const page = block - elapsedBlocks;
  return page < 0 ? null : page;
}

/** The offset to add to Date.now() to read the server clock, from GET now and when it arrived. */
export function serverClockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}
