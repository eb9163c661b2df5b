import { useState } from 'react';
import { EDIT_BILLING_HASH, formatPrice, LABELS, PLAY_FIX_LABELS, PPV_CHANNEL_LABELS, VIEWING_RESTRICTIONS_SECTION_ID, type ActiveStream, type PlayFix } from '@stat/contracts';
import { Button } from '../ui/button.tsx';
import { href } from '../../lib/routes.ts';
import { useViewerFormat, viewerDateFormat } from '../../lib/viewer-format.ts';
import styles from './play-fix-action.module.css';

/**
 * What the app does for the fixes that are not a plain link: signing in and the provider's
 * upsell are the sign-in flow's; subscribing remembers the plan for continuePurchase. The app
 * composes them (app/player/refusal-fixes.ts); null where the variant has no such way.
 */
export interface PlayFixActions {
  onSignIn: () => void;
  onFinishSetUp: (() => void) | null;
  onUpsell: (() => void) | null;
  onSubscribe: ((productCode: string) => void) | null;
  /** Stops one of the account's streams on another device; settles when its place is free. */
  onStopStream: (id: string) => Promise<void>;
}

/** When a pay-per-view window opens, in the viewer's own time. */
const openingTime = viewerDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The words a fix adds to the refusal's reason: the rating and the limit, and who may change it. */
export function fixExplanation(fix: PlayFix | null): string[] {
  if (fix?.kind !== 'restrictions') return [];
  const R = PLAY_FIX_LABELS.restrictions;
  const changedBy = { you: R.byYou, primary: R.byPrimary, provider: R.byProvider } as const;
  return [R.rated(fix.rating, fix.limit), changedBy[fix.changedBy]];
}

/**
 * A refusal's way out, the same before the play button and in the player (issue 29, part 1):
 * one button or link per fix, or when the window opens. The fix's target is the server's; its
 * path is the route table's.
 */
export function PlayFixAction({ fix, actions }: { fix: PlayFix; actions: PlayFixActions }) {
  const format = useViewerFormat();
  switch (fix.kind) {
    case 'signIn':
      return <Button onClick={actions.onSignIn}>{PLAY_FIX_LABELS.signIn}</Button>;
    case 'finishSetUp':
      return actions.onFinishSetUp && <Button onClick={actions.onFinishSetUp}>{PLAY_FIX_LABELS.finishSetUp}</Button>;
    case 'upsell':
      return actions.onUpsell && <Button onClick={actions.onUpsell}>{PLAY_FIX_LABELS.upsell}</Button>;
    case 'subscribe': {
      const label = fix.lapsed ? PLAY_FIX_LABELS.resubscribe : PLAY_FIX_LABELS.subscribe;
      const { onSubscribe } = actions;
      return onSubscribe && <Button onClick={() => onSubscribe(fix.productCode)}>{label(fix.planSummary)}</Button>;
    }
    case 'editBilling':
      return <Button to={`${href(fix.target)}#${EDIT_BILLING_HASH}`}>{PLAY_FIX_LABELS.editBilling}</Button>;
    case 'restrictions':
      // Every profile may read its limits there, whoever may change them.
      return <Button to={`${href(fix.target)}#${VIEWING_RESTRICTIONS_SECTION_ID}`}>{LABELS.viewingRestrictions}</Button>;
    case 'buy':
      return <Button to={`${href(fix.target)}#${PPV_CHANNEL_LABELS.purchaseSectionId}`}>{PPV_CHANNEL_LABELS.buyToWatch(formatPrice(fix.priceInCents))}</Button>;
    case 'opens':
      return <p>{PPV_CHANNEL_LABELS.opensAt(openingTime(format).format(fix.at))}</p>;
    case 'stopAStream':
      return <StreamList streams={fix.streams} onStop={actions.onStopStream} />;
  }
}

/** The account's other streams, each with its stop button; a stop in flight disables them all, a failed one says so. */
function StreamList({ streams, onStop }: { streams: readonly ActiveStream[]; onStop: (id: string) => Promise<void> }) {
  const [stopping, setStopping] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const S = PLAY_FIX_LABELS.streams;
  const stop = (id: string) => {
    setStopping(id);
    setFailed(false);
    onStop(id)
      .catch(() => setFailed(true))
      .finally(() => setStopping(null));
  };
  return (
    <>
      <ul className={styles.streams}>
        {streams.map((stream) => (
          <li key={stream.id} className={styles.stream}>
            <span>{S.playing(stream.deviceName, stream.playing)}</span>
            <Button variant="secondary" size="sm" loading={stopping === stream.id} disabled={stopping !== null} onClick={() => stop(stream.id)}>
              {S.stop(stream.deviceName)}
            </Button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{S.stopFailed}</p>}
    </>
  );
}
