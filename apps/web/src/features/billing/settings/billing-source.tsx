import { SUBSCRIPTION_SETTINGS_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './subscription-settings.module.css';

/** Who bills an account and where it is managed: the dictionary's label and help for its billing type. */
export interface BillingSourceInfo {
  label: string;
  help: { text: string; link?: { label: string; url: string } | undefined };
}

const L = SUBSCRIPTION_SETTINGS_LABELS.billedElsewhere;

/**
 * An account billed by an app store or a partner, or complimentary (streaming spec section 6):
 * who bills it and where to manage it; nothing to edit here.
 */
export function BillingSource({ source }: { source: BillingSourceInfo }) {
  return (
    <div className={styles.source}>
      <p className={styles.onFile}>
        <span className={styles.onFileLabel}>{L.billing}</span> <span className={styles.onFileValue}>{source.label}</span>
      </p>
      <p className={styles.text}>{source.help.text}</p>
      {source.help.link && (
        <div>
          <Button variant="secondary" href={source.help.link.url}>
            {source.help.link.label}
          </Button>
        </div>
      )}
    </div>
  );
}
