import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PlayAvailability } from '../../features/play-fix/play-availability.tsx';
import { nowQuery } from '../../features/startup/api/get-now.ts';
import { LiveSchedule } from '../../features/schedule/live-schedule.tsx';
import { serverClockOffset } from '../../features/schedule/schedule-pointer.ts';
import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { refusalFixes } from '../player/refusal-fixes.ts';
import { SimplePage } from './simple-page.tsx';

/**
 * The live schedule (`/schedule/{channel?}`): both channels' now and next, and the upcoming
 * list of the route's channel (east when absent). Times follow the server's clock: the offset
 * between GET now's serverTime and the moment the app received it (start-up data).
 */
export default function LiveTvPage({ params }: PageProps<'liveTV'>) {
  const queryClient = useQueryClient();
  const state = queryClient.getQueryState(nowQuery().queryKey);
  const clockOffsetMs = state?.data ? serverClockOffset(state.data.serverTime, state.dataUpdatedAt) : 0;
  const navigate = useNavigate();
  const channel = params.channel === 'showest' ? 'showest' : 'shoeast';
  return (
    <SimplePage title={routeDef('liveTV').title}>
      <PlayAvailability thing={{ kind: 'channel', id: channel }} actions={refusalFixes(navigate, queryClient, { name: 'liveTV', params })} />
      <LiveSchedule channel={channel} clockOffsetMs={clockOffsetMs} />
    </SimplePage>
  );
}
