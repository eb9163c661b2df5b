import { HOUR_MS, SCHEDULE_PAGE_HOURS, WEST_FEED_OFFSET_HOURS, type ScheduleProgram, type Title } from '@stat/contracts';

const MINUTE_MS = 60_000;
export const WEEK_MS = 7 * 24 * HOUR_MS;
/** Weeks start on Monday 00:00 UTC; the epoch fell on a Thursday, so the first Monday is 4 days in. */
const FIRST_MONDAY_MS = 4 * 24 * HOUR_MS;
const PAGE_MS = SCHEDULE_PAGE_HOURS * HOUR_MS;

/** The two linear feeds: the west one plays the east one's week 3 hours later. */
const FEEDS = [
  { channel: 'shoeast', offsetMs: 0 },
  { channel: 'showest', offsetMs: WEST_FEED_OFFSET_HOURS * HOUR_MS },
] as const;

export interface WeeklyProgram {
  minuteOfWeek: number;
  title: Pick<Title, 'id' | 'type' | 'name' | 'series' | 'titleRating'>;
}

export function weekStartOf(time: number): number {
  const intoWeek = (((time - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS;
  return time - intoWeek;
}

/** Page 0 is the block of SCHEDULE_PAGE_HOURS holding `now`; page n the n-th block after it. */
export function scheduleWindow(page: number, now: number): { from: number; to: number } {
  const from = Math.floor(now / PAGE_MS) * PAGE_MS + page * PAGE_MS;
  return { from, to: from + PAGE_MS };
}

/**
 * Both feeds' programs starting in [from, to), in start order; with `withPlaying`, also each
 * feed's program already playing at `from` (page 0 shows what is on now). `weekly` must be in
 * minute order and not empty; a program's slot lasts until the next one starts (wrapping the week).
 */
export function programsBetween(weekly: readonly WeeklyProgram[], from: number, to: number, withPlaying: boolean): ScheduleProgram[] {
  const programs: ScheduleProgram[] = [];
  const slotMinutes = (index: number) => {
    const next = weekly[(index + 1) % weekly.length]!.minuteOfWeek;
    const here = weekly[index]!.minuteOfWeek;
    return ((next - here + 10_080 - 1) % 10_080) + 1;
  };
  for (const { channel, offsetMs } of FEEDS) {
    let playing: ScheduleProgram | undefined;
    // Every week that can have an occurrence in the window, and the one before for what is playing.
    for (let week = weekStartOf(from - offsetMs) - WEEK_MS; week <= to; week += WEEK_MS) {
      weekly.forEach((entry, index) => {
        const start = week + entry.minuteOfWeek * MINUTE_MS + offsetMs;
        const program: ScheduleProgram = {
          channel,
          start,
          titleId: entry.title.id,
          refid: `${channel}:${start}:${entry.title.id}`,
          type: entry.title.type,
          name: entry.title.name,
          seriesTitle: entry.title.series?.seriesTitle ?? null,
          duration: slotMinutes(index) * 60,
          titleRating: entry.title.titleRating,
        };
        if (start >= from && start < to) programs.push(program);
        else if (start < from && (!playing || start > playing.start)) playing = program;
      });
    }
    if (withPlaying && playing && playing.start + playing.duration * 1000 > from) programs.push(playing);
  }
  return programs.sort((a, b) => a.start - b.start || a.channel.localeCompare(b.channel));
}
