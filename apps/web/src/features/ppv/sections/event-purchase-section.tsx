import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, PPV_LABELS, PPV_PURCHASE_LABELS, PPV_REPLAY_PHASES } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { saveIntendedRoute } from '../../../lib/intended-route.ts';
import { href } from '../../../lib/routes.ts';
import { signInTarget } from '../../../lib/sign-in-target.ts';
import { VARIANT } from '../../../lib/variant.ts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { useUiStore } from '../../../stores/ui-store.ts';
import { useLatestPpvPurchase } from '../api/get-latest-ppv-purchase.ts';
import { formatEventDate } from '../ppv-times.ts';
import { orderRows } from '../purchase/order-rows.ts';
import { purchaseSectionState } from '../purchase/purchase-state.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

const L = PPV_PURCHASE_LABELS;

/** Signing in (or subscribing) comes back here: the intended route (lib/intended-route.ts). */
const comeBackHere = () => saveIntendedRoute({ name: 'ppv', params: {}, query: {}, hash: '' });

/**
 * The price, then what this viewer can do about it (purchase/purchase-state.ts): sign in, subscribe
 * first (ott), buy (the dialog the app composes, loaded on demand), or what was bought. After the
 * dialog, the focus comes back to the section: the Buy button, or the bought line that replaced it.
 */
export function EventPurchaseSection({ state, viewer }: PpvSectionProps) {
  const page = state.pages.event;
  const latest = useLatestPpvPurchase(viewer.visitor !== 'signedOut');
  const openPicker = useUiStore((ui) => ui.openPicker);
  const navigate = useNavigate();
  const format = useViewerFormat();
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const boughtRef = useRef<HTMLParagraphElement>(null);
  const facts = latest.isSuccess ? { status: 'success' as const, purchase: latest.data } : { status: latest.isError ? ('error' as const) : ('pending' as const) };
  const phase = purchaseSectionState({ variant: VARIANT, visitor: viewer.visitor, latest: facts });
  const purchase = latest.data ?? null;
  // After the broadcast what is sold, and what was bought, is the replay.
  const sold = PPV_REPLAY_PHASES.includes(state.state) ? 'replay' : 'live';

  useEffect(() => {
    // Once the dialog has closed on a purchase; not bought, the dialog gave the focus back to Buy itself.
    if (!open && wasOpen.current && phase === 'bought') boughtRef.current?.focus();
    wasOpen.current = open;
  }, [open, phase]);

  function signIn() {
    comeBackHere();
    const target = signInTarget();
    if (target.picker) openPicker();
    else void navigate(target.path);
  }

  return (
    <section className={styles.section} aria-labelledby="ppv-event-purchase">
      <h2 className={styles.sectionHeading} id="ppv-event-purchase">
        {page.purchaseLine}
      </h2>
      <p className={styles.price}>
        <span className={styles.muted}>{PPV_LABELS.price} </span>
        <span>{formatPrice(state.priceInCents)}</span>
      </p>
      {state.event.earlyPriceUntil !== null && <p className={styles.muted}>{PPV_LABELS.earlyPriceUntil(formatEventDate(state.event.earlyPriceUntil, format))}</p>}
      {phase === 'signIn' && (
        <div className={styles.purchaseAction}>
          <p>{L.signInLead[sold]}</p>
          <Button variant="ppv" size="lg" onClick={signIn}>
            {L.signInToBuy}
          </Button>
        </div>
      )}
      {phase === 'subscribe' && (
        <div className={styles.purchaseAction}>
          <p>{L.subscribeLead}</p>
          <Button variant="ppv" size="lg" to={href('continuePurchase')} onClick={comeBackHere}>
            {L.subscribeToBuy}
          </Button>
        </div>
      )}
      {phase === 'checking' && <Loader label={L.loading} />}
      {phase === 'failed' && (
        <div className={styles.purchaseAction}>
          <p role="alert">{L.loadFailed}</p>
          <Button variant="secondary" onClick={() => void latest.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {phase === 'buy' && (
        <div className={styles.purchaseAction}>
          <Button variant="ppv" size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {L.buy}
          </Button>
        </div>
      )}
      {phase === 'bought' && purchase && (
        <div className={styles.purchaseAction}>
          <p ref={boughtRef} tabIndex={-1} className={styles.bought}>
            {L.bought}
          </p>
          <p className={styles.muted}>{L.boughtLead[sold]}</p>
          {state.sections.includes('order-details') ? (
            <a className={styles.inlineLink} href="#ppv-order-details">
              {L.seeOrder}
            </a>
          ) : (
            <DescriptionList rows={orderRows(purchase, format)} />
          )}
        </div>
      )}
      {open &&
        viewer.purchase({
          state,
          onClose: () => setOpen(false),
        })}
    </section>
  );
}
