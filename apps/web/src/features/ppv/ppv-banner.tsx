import { PPV_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { href } from '../../lib/routes.ts';
import { usePpvState } from './api/get-ppv-state.ts';
import { PpvCountdown } from './ppv-countdown.tsx';
import { PpvHeadline } from './ppv-headline.tsx';
import { dateLineOf } from './ppv-times.ts';
import { useNow } from '../../lib/use-now.ts';
import { useViewerFormat } from '../../lib/viewer-format.ts';
import styles from './ppv.module.css';

/** The home banner of the pay-per-view event, in the phases its page names; nothing otherwise. */
export function PpvBanner() {
  const state = usePpvState();
  const now = useNow(60_000);
  const format = useViewerFormat();
  const banner = state?.pages.banner;
  if (!state || !banner?.visible) return null;
  return (
    <section className={styles.banner} aria-labelledby="ppv-banner-heading">
      <img className={styles.backdrop} src={banner.imageUrl} alt="" />
      <div className={styles.bannerText}>
        <p className={styles.dateLine}>{dateLineOf(banner, now, format)}</p>
        <PpvHeadline page={banner} level={2} id="ppv-banner-heading" />
        <p className={styles.description}>{banner.description.short}</p>
      </div>
      <div className={styles.bannerSide}>
        <PpvCountdown target={banner.countdownTimestamp} live={banner.isLive} />
        <Button variant="ppv" to={href('ppv')}>
          {PPV_LABELS.eventDetails}
        </Button>
      </div>
    </section>
  );
}
