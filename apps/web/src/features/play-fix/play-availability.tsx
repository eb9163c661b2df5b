import type { ReactNode } from 'react';
import { formatPrice, PLAY_FIX_LABELS, PLAYER_LABELS, TITLE_LABELS, type PlayFix } from '@stat/contracts';
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

interface PlayAvailabilityProps {
  thing: PlayableThing;
  actions: PlayFixActions;
  /** Shown until can-play answers (and when asking failed). */
  pending?: ReactNode;
  /** The page's way to play, shown only once the server says this viewer may (the pay-per-view page's Watch). */
  playable?: ReactNode;
  /** Fixes the page offers in a section of its own (the pay-per-view page's sign-in and Buy): named here, not offered twice. */
  fixesOnPage?: readonly FixOnPage[];
}

/** The fixes a page may offer itself. */
export type FixOnPage = keyof typeof PLAY_FIX_LABELS.onThisPage;

/** What the reason adds about a fix the page offers further down, with the price to buy. */
function onPageExplanation(fix: PlayFix): string {
  return fix.kind === 'buy' ? PLAY_FIX_LABELS.onThisPage.buy(formatPrice(fix.priceInCents)) : PLAY_FIX_LABELS.onThisPage.signIn;
}

/**
 * "Why can't I play this?" before the play button (issue 29, part 1): the server's reason and
 * its fix, from can-play, the same rule start-play and the licence server refuse by; then what
 * only the browser knows, that it has no key system the player can use. While the viewer may
 * play: a notice that still lets them (the browser's, a failed payment being retried), then
 * `playable`.
 */
export function PlayAvailability({ thing, actions, pending = null, playable = null, fixesOnPage = [] }: PlayAvailabilityProps) {
  const playability = usePlayability(thing);
  if (!playability) return pending;
  if (!playability.canPlay) {
    const { fix } = playability;
    const restricted = fix?.kind === 'restrictions';
    const onPage = fix && (fixesOnPage as readonly string[]).includes(fix.kind) ? fix : null;
    return (
      <NoticePanel
        heading={restricted ? TITLE_LABELS.lockedTitle : PLAYER_LABELS.refusedHeading}
        body={[playability.body, ...fixExplanation(fix), ...(onPage ? [onPageExplanation(onPage)] : [])]}
        icon={restricted ? <LockIcon size={24} /> : undefined}
      >
        {fix && !onPage && <PlayFixAction fix={fix} actions={actions} />}
      </NoticePanel>
    );
  }
  return (
    <>
      <PlayableNotice notice={playability.notice} actions={actions} />
      {playable}
    </>
  );
}

/** What the viewer who may play should still know: the browser cannot play protected video, or the last payment failed. */
function PlayableNotice({ notice, actions }: { notice: PlayFix | null; actions: PlayFixActions }) {
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
  if (notice) {
    return (
      <NoticePanel heading={PLAY_FIX_LABELS.paymentFailedHeading} body={[PLAY_FIX_LABELS.paymentFailedNotice]}>
        <PlayFixAction fix={notice} actions={actions} />
      </NoticePanel>
    );
  }
  return null;
}
