import { DUNNING_LABELS, EDIT_BILLING_HASH } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { href } from '../../lib/routes.ts';
import styles from './dunning-banner.module.css';

/**
 * The dunning banner (issue 24 section 5): a renewal could not be charged and the gateway is
 * retrying it. Shown on every page above the content, in the page's flow so it covers nothing,
 * until the card is updated (Edit billing, in Settings) or the subscription ends.
 */
export function DunningBanner() {
  return (
    <section className={styles.banner} aria-label={DUNNING_LABELS.region}>
      <p className={styles.message}>{DUNNING_LABELS.message}</p>
      <Button to={`${href('settings')}#${EDIT_BILLING_HASH}`} size="sm">
        {DUNNING_LABELS.updateCard}
      </Button>
    </section>
  );
}
