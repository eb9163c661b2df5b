import type { ReactNode } from 'react';
import { PLAY_FIX_LABELS, PLAYER_LABELS, TITLE_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { drmSupport } from '../../lib/drm-check.ts';
import { href } from '../../lib/routes.ts';
import { usePlayability, type PlayableThing } from './api/get-can-play.ts';
import { fixExplanation, PlayFixAction, type PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';

/**
 * Whether this browser has a key system the player can use, as the start-up's DRM check found
 * (undefined before it finished, and in the server's render): without one, nothing protected
 * plays here.
 */
function browserCanPlay(): boolean | undefined {
  const support = typeof window === 'undefined' ? null : drmSupport();
  return support ? Object.values(support).some(Boolean) : undefined;
}

/**
 * "Why can't I play this?" before the play button (issue 29, part 1): the server's reason and
 * its fix, from can-play, the same rule start-play and the licence server refuse by; then what
 * only the browser knows, that it has no key system the player can use. Nothing while the viewer
 * may play, but a notice that still lets them (a failed payment being retried).
 */
export function PlayAvailability({ thing, actions, pending = null }: { thing: PlayableThing; actions: PlayFixActions; pending?: ReactNode }) {
  const playability = usePlayability(thing);
  if (!playability) return pending;
  if (!playability.canPlay) {
    const restricted = playability.fix?.kind === 'restrictions';
    return (
      <NoticePanel
        heading={restricted ? TITLE_LABELS.lockedTitle : PLAYER_LABELS.refusedHeading}
        body={[playability.body, ...fixExplanation(playability.fix)]}
        icon={restricted ? <LockIcon size={24} /> : undefined}
      >
        {playability.fix && <PlayFixAction fix={playability.fix} actions={actions} />}
      </NoticePanel>
    );
  }
  if (browserCanPlay() === false) {
    const B = PLAY_FIX_LABELS.browser;
    return (
      <NoticePanel heading={B.heading} body={[B.body]}>
        <Button variant="secondary" to={href('ppvTestYourSetup')}>
          {B.check}
        </Button>
      </NoticePanel>
    );
  }
  if (playability?.notice) {
    return (
      <NoticePanel heading={PLAY_FIX_LABELS.paymentFailedHeading} body={[PLAY_FIX_LABELS.paymentFailedNotice]}>
        <PlayFixAction fix={playability.notice} actions={actions} />
      </NoticePanel>
    );
  }
  return null;
}
