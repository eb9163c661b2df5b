import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isAutoplayOn, visitorState, type ChannelId, type PlayerAction, type RouteName } from '@stat/contracts';
import { sendClientInteraction } from '../../features/analytics/api/send-client-interaction.ts';
import { playerEventPayload } from '../../features/analytics/player-event.ts';
import { playTarget } from '../../features/player/play-target.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import type { RouteParams } from '../../lib/routes.ts';
import { getDeviceId } from '../../lib/device-id.ts';
import { href } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { ChannelPlayer } from './channel-player.tsx';
import { PpvChannelPlayer } from './ppv-channel-player.tsx';
import { refusalFixes } from './refusal-fixes.ts';
import { saveAutoplay } from './save-autoplay.ts';
import { TitlePlayer } from './title-player.tsx';

interface PlayScreenProps {
  routeName: RouteName;
  params: RouteParams;
  onClose: () => void;
}

/**
 * What a play route plays (shell spec section 2: the title id from the param or the path),
 * with the viewer's autoplay setting: the user's, off when optionalAttributes.WEB_AUTO_PLAY is
 * 'false' (streaming spec section 3); a signed-out viewer's lasts as long as the page.
 */
export function PlayScreen({ routeName, params, onClose }: PlayScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const [guestAutoplay, setGuestAutoplay] = useState(true);
  const target = playTarget(params, location.pathname);
  const fixes = refusalFixes(navigate, queryClient, { name: routeName, params });

  const onAction = (action: PlayerAction) =>
    sendClientInteraction(
      playerEventPayload({
        action,
        routeName,
        contentId: target.kind === 'title' ? Number(target.titleId) : null,
        visitor: visitorState(user),
        variant: VARIANT,
        deviceId: getDeviceId(),
        now: Date.now(),
      }),
    );

  if (target.kind === 'channel' && target.channel === 'ppv') return <PpvChannelPlayer fixes={fixes} onAction={onAction} onClose={onClose} />;
  if (target.kind === 'channel') return <ChannelPlayer channel={target.channel as ChannelId} fixes={fixes} onAction={onAction} onClose={onClose} />;

  const autoplay = user ? isAutoplayOn(user) : guestAutoplay;
  const changeAutoplay = (on: boolean) => {
    if (!user) return setGuestAutoplay(on);
    saveAutoplay(queryClient, on).catch((error: unknown) => console.warn('Autoplay setting not saved', error));
  };
  return (
    <TitlePlayer
      key={target.titleId}
      titleId={target.titleId}
      user={user}
      autoplay={autoplay}
      onAutoplayChange={changeAutoplay}
      onPlayNext={(titleId) => void navigate(href('play', { titleId }), { replace: true })}
      onAction={onAction}
      fixes={fixes}
      onClose={onClose}
    />
  );
}
