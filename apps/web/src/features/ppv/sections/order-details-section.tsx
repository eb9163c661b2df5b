import { PPV_LABELS } from '@stat/contracts';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { useLatestPpvPurchase } from '../api/get-latest-ppv-purchase.ts';
import { PpvCreditNote } from '../ppv-credit-note.tsx';
import { orderRows } from '../purchase/order-rows.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

/** The viewer's order for this event (GET user/ppv/latest-purchase) with its automatic credit if any, or that there is none yet. */
export function OrderDetailsSection({ viewer }: PpvSectionProps) {
  const latest = useLatestPpvPurchase(viewer.visitor !== 'signedOut');
  const purchase = latest.data ?? null;
  const format = useViewerFormat();
  return (
    <section className={styles.section} aria-labelledby="ppv-order-details">
      <h2 className={styles.sectionHeading} id="ppv-order-details">
        {PPV_LABELS.orderDetails}
      </h2>
      {latest.isLoading ? (
        <Loader />
      ) : purchase ? (
        <>
          <DescriptionList rows={orderRows(purchase, format)} />
          <PpvCreditNote credit={purchase.credit} />
        </>
      ) : (
        <p className={styles.muted}>{PPV_LABELS.noOrder}</p>
      )}
    </section>
  );
}
