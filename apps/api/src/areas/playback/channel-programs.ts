import { windowStartMs, type ChannelId, type ScheduleProgram, type Title, type TitleId } from '@stat/contracts';
import type { PpvStore } from '../ppv/ppv-store.ts';
import { broadcastBetween, ppvBroadcast } from './ppv-broadcast.ts';
import { programsBetween, type WeeklyProgram } from '../catalogue/weekly-schedule.ts';
import type { CatalogueRepository } from '../catalogue/catalogue-repository.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

const DAY_MS = 86_400_000;

/** The schedule changes only with a catalogue import: read it at most once a minute. */
const SCHEDULE_CACHE = { ttlMs: 60_000, maxEntries: 1 };

/** The pay-per-view event (its moved times and broadcast titles) and the catalogue's titles, for the ppv channel. */
export interface PpvChannelSource {
  store: PpvStore;
  titleById(id: TitleId): Promise<Title | null>;
}

/**
 * The live channels' programs as the wall clock meets the weekly schedule: what is on, what
 * starts when. The pay-per-view channel has no weekly schedule: its programs are the event's
 * broadcast on the event's times (ppv-broadcast.ts).
 */
export function createChannelPrograms(catalogue: CatalogueRepository, now: () => number = Date.now, ppv?: PpvChannelSource) {
  const cache = createTtlCache<'weekly', WeeklyProgram[]>(SCHEDULE_CACHE, now);
  const weekly = () => cache.get('weekly', () => catalogue.weeklySchedule(), (programs) => programs.length > 0);

  /** The event's broadcast now; none without an event source or when its titles are not in the catalogue. */
  async function ppvPrograms(): Promise<ScheduleProgram[]> {
    if (!ppv) return [];
    const current = ppv.store.current(now());
    const [prelims, mainEvent] = await Promise.all([ppv.titleById(current.event.broadcast.prelimsTitleId), ppv.titleById(current.event.broadcast.mainEventTitleId)]);
    return prelims && mainEvent ? ppvBroadcast(current, { prelims, mainEvent }) : [];
  }

  /** The channel's programs overlapping [from, to), in start order. */
  async function between(channel: ChannelId, from: number, to: number): Promise<ScheduleProgram[]> {
    if (channel === 'ppv') return broadcastBetween(await ppvPrograms(), from, to);
    const programs = await weekly();
    if (programs.length === 0) return [];
    return programsBetween(programs, from, to, true).filter((program) => program.channel === channel);
  }

  return {
    between,

    /** The program on at `at`, if the channel has a schedule. */
    async playingAt(channel: ChannelId, at: number): Promise<ScheduleProgram | null> {
      return (await between(channel, at, at + 1)).find((program) => program.start <= at) ?? null;
    },

    /**
     * What a live manifest offers at `at`: every program overlapping the time-shift window (TIME_SHIFT_SECONDS) up to now,
     * and the next one, so the player meets the program change (and its key) ahead of time.
     */
    async liveWindow(channel: ChannelId, at: number): Promise<ScheduleProgram[]> {
      const programs = await between(channel, windowStartMs(at), at + DAY_MS);
      const next = programs.findIndex((program) => program.start > at);
      return next === -1 ? programs : programs.slice(0, next + 1);
    },

    /** The program that starts exactly at `start` (a live period's id), if any. */
    async startingAt(channel: ChannelId, start: number): Promise<ScheduleProgram | null> {
      return (await between(channel, start, start + 1)).find((program) => program.start === start) ?? null;
    },
  };
}
export type ChannelPrograms = ReturnType<typeof createChannelPrograms>;
