import { formatPrice, PPV_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatEventDate } from '../ppv-times.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

/** The price and where to buy: the purchase itself is issue 25 section 3 (docs/decisions.md, "Pay-per-view"). */
export function EventPurchaseSection({ state, event }: PpvSectionProps) {
  const page = state.pages.event;
  return (
    <section className={styles.section} aria-labelledby="ppv-event-purchase">
      <h2 className={styles.sectionHeading} id="ppv-event-purchase">
        {page.purchaseLine}
      </h2>
      <p className={styles.price}>
        <span className={styles.muted}>{PPV_LABELS.price} </span>
        <span>{formatPrice(state.priceInCents)}</span>
      </p>
      {state.event.earlyPriceUntil !== null && <p className={styles.muted}>{PPV_LABELS.earlyPriceUntil(formatEventDate(state.event.earlyPriceUntil))}</p>}
      <p>{PPV_LABELS.onSaleElsewhere}</p>
      <Button variant="ppv" href={event.moreWaysToBuyUrl}>
        {PPV_LABELS.moreWaysToBuy}
      </Button>
    </section>
  );
}
