import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { SCHEDULE_INITIAL_PAGES, SCHEDULE_MAX_PAGE } from '@stat/contracts';
import type { ScheduleProgram } from '@stat/contracts';
import { useDocumentTime } from '../../lib/use-now.ts';
import { scheduleBlockQuery } from './api/get-schedule-page.ts';
import { channelPointer, needsMorePrograms, nextTickDelay, programsOf, type ChannelPointer } from './schedule-pointer.ts';

export const LIVE_CHANNELS = ['shoeast', 'showest'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];

/** Progress bars move at least this often; the pointers themselves move at each next start. */
const PROGRESS_REFRESH_MS = 30_000;

export interface ChannelSchedule {
  channel: LiveChannel;
  programs: ScheduleProgram[];
  pointer: ChannelPointer;
}

export interface LiveSchedule {
  channels: ChannelSchedule[];
  now: number;
  isPending: boolean;
  isError: boolean;
}

/**
 * The live schedule of both channels on the server's clock (`clockOffsetMs` added to Date.now()).
 * SCHEDULE_INITIAL_PAGES blocks are fetched at first, one more whenever a channel has fewer than
 * SCHEDULE_MIN_AHEAD programs ahead; a timer wakes at the next program start to move the pointers.
 */
export function useLiveSchedule(clockOffsetMs: number): LiveSchedule {
  const serverNow = () => Date.now() + clockOffsetMs;
  const [ticked, setNow] = useState(serverNow);
  // Hydration renders the server's markup, so it reads the document's time, not this browser's.
  const now = useDocumentTime() ?? ticked;
  const [blockCount, setBlockCount] = useState(SCHEDULE_INITIAL_PAGES);

  // Block 0 first: its `from` anchors the others, so a block boundary passing later shifts no data.
  const first = useQueries({ queries: [scheduleBlockQuery(null, 0, serverNow)] })[0];
  const firstPageFrom = first.data?.from ?? null;
  const rest = useQueries({
    queries: Array.from({ length: blockCount - 1 }, (_, index) => ({
      ...scheduleBlockQuery(firstPageFrom, index + 1, serverNow),
      enabled: firstPageFrom !== null,
    })),
  });
  const results = [first, ...rest];
  const isPending = results.some((result) => result.isPending);
  const isError = results.some((result) => result.isError);
  const dataKey = results.map((result) => result.dataUpdatedAt).join();

  const programs = useMemo(
    () => results.flatMap((result) => result.data?.programs ?? []),
    // The results array is new on every render; its data changes only with dataUpdatedAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataKey],
  );
  const channels = useMemo(
    () =>
      LIVE_CHANNELS.map((channel) => {
        const channelPrograms = programsOf(programs, channel);
        return { channel, programs: channelPrograms, pointer: channelPointer(channelPrograms, now) };
      }),
    [programs, now],
  );
  const pointers = channels.map((channel) => channel.pointer);

  // One more block once the loaded ones leave too few programs ahead (the next render sees it pending).
  if (!isPending && !isError && needsMorePrograms(pointers) && blockCount <= SCHEDULE_MAX_PAGE) {
    setBlockCount(blockCount + 1);
  }

  const delay = nextTickDelay(pointers, PROGRESS_REFRESH_MS);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now() + clockOffsetMs), delay);
    return () => clearTimeout(timer);
  }, [delay, now, clockOffsetMs]);

  return { channels, now, isPending, isError };
}
