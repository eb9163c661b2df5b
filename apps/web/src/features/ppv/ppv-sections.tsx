import { formatPrice, PPV_LABELS, type PpvEvent, type PpvSection, type PpvState } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PpvCountdown } from './ppv-countdown.tsx';
import { PpvFightCard } from './ppv-fight-card.tsx';
import { PpvHeadline } from './ppv-headline.tsx';
import { dateLineOf, formatEventDate, formatEventTime } from './ppv-times.ts';
import { useNow } from './use-now.ts';
import styles from './ppv.module.css';

interface SectionProps {
  state: PpvState;
  event: PpvEvent;
}

function EventInfo({ state }: SectionProps) {
  const page = state.pages.event;
  const now = useNow(60_000);
  return (
    <section className={styles.hero} style={{ backgroundImage: `url(${page.imageUrl})` }} aria-labelledby="ppv-event-info">
      <div className={styles.heroText}>
        <p className={styles.dateLine}>{dateLineOf(page, now)}</p>
        <PpvHeadline page={page} level={1} id="ppv-event-info" />
        <p className={styles.description}>{page.description.long}</p>
        <dl className={styles.times}>
          <div>
            <dt>{PPV_LABELS.doors}</dt>
            <dd>
              <time dateTime={new Date(state.event.doorsAt).toISOString()}>{formatEventTime(state.event.doorsAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{PPV_LABELS.mainEvent}</dt>
            <dd>
              <time dateTime={new Date(state.event.mainEventAt).toISOString()}>{formatEventTime(state.event.mainEventAt)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.muted}>{PPV_LABELS.yourTimeZone}</p>
      </div>
      <PpvCountdown target={page.countdownTimestamp} live={page.isLive} />
    </section>
  );
}

function EventCard({ event }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby="ppv-event-card">
      <h2 className={styles.sectionHeading} id="ppv-event-card">
        {event.name}
        {event.doubleHeader && <span className={styles.chip}>{PPV_LABELS.doubleHeader}</span>}
      </h2>
      <div className={styles.cards}>
        <PpvFightCard card={event.mainfightcard} />
        <PpvFightCard card={event.prelimfightcard} />
      </div>
    </section>
  );
}

/** The price and where to buy: the purchase itself is issue 25 section 3 (docs/decisions.md, "Pay-per-view"). */
function EventPurchase({ state, event }: SectionProps) {
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

function Watch({ state }: SectionProps) {
  const text = state.state === 'live' ? PPV_LABELS.watchLive : state.state === 'sunset' ? PPV_LABELS.watchOver : PPV_LABELS.watchReplay;
  return (
    <section className={styles.section} aria-labelledby="ppv-watch">
      <h2 className={styles.sectionHeading} id="ppv-watch">
        {state.pages.event.isLive ? PPV_LABELS.liveNow : state.pages.event.dateLine}
      </h2>
      <p>{text}</p>
    </section>
  );
}

function OrderDetails() {
  return (
    <section className={styles.section} aria-labelledby="ppv-order-details">
      <h2 className={styles.sectionHeading} id="ppv-order-details">
        {PPV_LABELS.orderDetails}
      </h2>
      <p className={styles.muted}>{PPV_LABELS.noOrder}</p>
    </section>
  );
}

function WaysToWatch({ event }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby="ppv-ways-to-watch">
      <h2 className={styles.sectionHeading} id="ppv-ways-to-watch">
        {PPV_LABELS.waysToWatch}
      </h2>
      <Button variant="secondary" href={event.moreWaysToBuyUrl}>
        {PPV_LABELS.moreWaysToBuy}
      </Button>
    </section>
  );
}

/** The event page's sections by name (streaming spec section 5); the state orders them per phase. */
export const PPV_SECTION_VIEWS: Record<PpvSection, (props: SectionProps) => React.ReactNode> = {
  'event-info': EventInfo,
  'event-card': EventCard,
  'event-purchase': EventPurchase,
  watch: Watch,
  'order-details': OrderDetails,
  'ways-to-watch': WaysToWatch,
};
