import { PPV_LABELS } from '@stat/contracts';
import styles from '../ppv.module.css';

export function OrderDetailsSection() {
  return (
    <section className={styles.section} aria-labelledby="ppv-order-details">
      <h2 className={styles.sectionHeading} id="ppv-order-details">
        {PPV_LABELS.orderDetails}
      </h2>
      <p className={styles.muted}>{PPV_LABELS.noOrder}</p>
    </section>
  );
}
