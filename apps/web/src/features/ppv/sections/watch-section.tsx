import { formatPrice, PPV_CHANNEL_LABELS, PPV_LABELS, PPV_REPLAY_PHASES } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { href } from '../../../lib/routes.ts';
import { useLatestPpvPurchase } from '../api/get-latest-ppv-purchase.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

/**
 * Where a buyer watches: the channel while the event is live, the replay after it until the
 * sunset (the windows of contracts' ppv-channel.ts, which the API holds too). A viewer who has
 * not bought is sent to the purchase section, with the price: the fix the player names too.
 */
export function WatchSection({ state, event, viewer }: PpvSectionProps) {
  const signedIn = viewer.visitor !== 'signedOut';
  const purchase = useLatestPpvPurchase(signedIn);
  const text = state.state === 'live' ? PPV_LABELS.watchLive : state.state === 'sunset' ? PPV_LABELS.watchOver : PPV_LABELS.watchReplay;
  const watch =
    state.state === 'live'
      ? { label: PPV_CHANNEL_LABELS.watchLive, to: href('playLive', { channel: 'ppv' }) }
      : PPV_REPLAY_PHASES.includes(state.state)
        ? { label: PPV_CHANNEL_LABELS.watchReplay, to: href('play', { titleId: event.replayTitleId }) }
        : null;
  const bought = signedIn && purchase.data != null;
  // Signed in, the answer is awaited before a buy link is offered to someone who may have bought.
  const deciding = signedIn && purchase.isPending;
  return (
    <section className={styles.section} aria-labelledby="ppv-watch">
      <h2 className={styles.sectionHeading} id="ppv-watch">
        {state.pages.event.isLive ? PPV_LABELS.liveNow : state.pages.event.dateLine}
      </h2>
      <p>{text}</p>
      {watch && !deciding && (
        <div className={styles.actions}>
          {bought ? (
            <Button to={watch.to}>{watch.label}</Button>
          ) : (
            <Button to={`#${PPV_CHANNEL_LABELS.purchaseSectionId}`}>{PPV_CHANNEL_LABELS.buyToWatch(formatPrice(state.priceInCents))}</Button>
          )}
        </div>
      )}
    </section>
  );
}
