import { PPV_INCIDENT_LABELS, type PlayerAction } from '@stat/contracts';
import type { PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';
import { usePpvState } from '../../features/ppv/api/get-ppv-state.ts';
import { ChannelPlayer } from './channel-player.tsx';

interface PpvChannelPlayerProps {
  fixes: PlayFixActions;
  onAction: (action: PlayerAction) => void;
  onClose: () => void;
}

/**
 * The pay-per-view channel in the player, headed with the event's name (the channel's until the
 * state is in), with the incident's status over the picture while one is open (the app-wide
 * banner is behind the player). Start over plays the broadcast from its doors (its first program,
 * the prelims), within the time-shift window.
 */
export function PpvChannelPlayer({ fixes, onAction, onClose }: PpvChannelPlayerProps) {
  const state = usePpvState();
  return (
    <ChannelPlayer
      channel="ppv"
      heading={state?.event.name}
      notice={state?.incident ? PPV_INCIDENT_LABELS.message : null}
      startOverFrom={state?.event.doorsAt}
      fixes={fixes}
      onAction={onAction}
      onClose={onClose}
    />
  );
}
