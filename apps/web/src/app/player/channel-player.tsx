import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FIND_LABELS, type ChannelId, type PlayerAction } from '@stat/contracts';
import { Player, type LiveSchedulePoint } from '../../features/player/player.tsx';
import type { PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';
import { channelPointer, programsOf, serverClockOffset } from '../../features/schedule/schedule-pointer.ts';
import { formatTime } from '../../features/schedule/schedule-time.ts';
import { useLiveSchedule } from '../../features/schedule/use-live-schedule.ts';
import { nowQuery } from '../../features/startup/api/get-now.ts';
import { useViewerFormat } from '../../lib/viewer-format.ts';
import { useStatusNotice } from '../../features/service-status/service-status-host.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';

const NO_RESUME = () => Promise.resolve(null);

interface ChannelPlayerProps {
  channel: ChannelId;
  /** The heading, where it is not the channel's name (the pay-per-view event's). */
  heading?: string;
  /** A status over the picture while it lasts (the pay-per-view incident). */
  notice?: string | null;
  /** Where Start over goes, for a channel not on the schedule (the pay-per-view broadcast's doors). */
  startOverFrom?: number | null;
  fixes: PlayFixActions;
  onAction: (action: PlayerAction) => void;
  onClose: () => void;
}

/**
 * A live channel in the player, with now and next from the schedule at the picture's own time
 * (behind live after a pause), moving at each program start as the schedule's pointers do.
 */
export function ChannelPlayer({ channel, heading, notice, startOverFrom, fixes, onAction, onClose }: ChannelPlayerProps) {
  const queryClient = useQueryClient();
  const state = queryClient.getQueryState(nowQuery().queryKey);
  const clockOffsetMs = state?.data ? serverClockOffset(state.data.serverTime, state.dataUpdatedAt) : 0;
  const schedule = useLiveSchedule(clockOffsetMs);
  const format = useViewerFormat();
  const programs = schedule.channels.find((candidate) => candidate.channel === channel)?.programs;
  const liveAt = useCallback(
    (epochMs: number): LiveSchedulePoint => {
      const pointer = channelPointer(programsOf(programs ?? [], channel), epochMs);
      return { now: pointer.current, next: pointer.next };
    },
    [programs, channel],
  );
  const now = liveAt(schedule.now).now;
  // The service status's incidents marking this channel: the app-wide banner is behind the player.
  const statusNotice = useStatusNotice({ route: 'playLive', channel }, useUser() !== null);

  return (
    <Player
      target={{ kind: 'channel', channel }}
      info={{
        heading: heading ?? FIND_LABELS.channelNames[channel],
        subheading: null,
        rating: now?.titleRating ?? null,
        advisories: [],
        creditMarkerMillis: null,
        countdownMillis: null,
      }}
      resume={NO_RESUME}
      reportsProgress
      next={null}
      autoplay={false}
      onAutoplayChange={() => undefined}
      onPlayNext={() => undefined}
      liveAt={liveAt}
      startOverFrom={startOverFrom}
      formatClock={(epochMs) => formatTime(epochMs, format)}
      notice={[notice, statusNotice].filter(Boolean).join(' ') || null}
      fixes={fixes}
      onAction={onAction}
      onClose={onClose}
    />
  );
}
