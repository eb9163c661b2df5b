import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isDirectBilling, SUBSCRIPTION_SETTINGS_LABELS, type BillingType } from '@stat/contracts';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { subscriptionDetailsQuery } from '../api/get-subscription-details.ts';
import { BillingSource, type BillingSourceInfo } from './billing-source.tsx';
import { EditBilling } from './edit-billing.tsx';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { listedTransactions, subscriptionRows } from './subscription-facts.ts';
import { TransactionsTable } from './transactions-table.tsx';
import styles from './subscription-settings.module.css';

const L = SUBSCRIPTION_SETTINGS_LABELS;

interface SubscriptionOverviewProps {
  /** Who bills a billing type and where it is managed (the dictionary's). */
  billingSource: (type: BillingType) => BillingSourceInfo;
  /** The payment method changed: the page refreshes and confirms. */
  onBillingUpdated: () => void;
}

/**
 * Settings' subscription on ott (issue 24 section 1): the details; for direct billing (BACON or
 * empty) the transactions, each with its receipt, and Edit billing; for an account billed
 * elsewhere or complimentary, who bills it and where to manage it, and nothing to edit.
 */
export function SubscriptionOverview({ billingSource, onBillingUpdated }: SubscriptionOverviewProps) {
  const details = useQuery(subscriptionDetailsQuery());
  const format = useViewerFormat();
  const titleId = useId();
  const transactionsId = useId();
  if (details.isPending) return <Loader label={L.details.loading} />;
  if (details.isError) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.alert}>
          {L.details.failed}
        </p>
        <Button variant="secondary" onClick={() => void details.refetch()}>
          {L.details.retry}
        </Button>
      </div>
    );
  }
  const { data } = details;
  const direct = isDirectBilling(data.billingType);
  // Edit billing needs an account at our gateway: one that has subscribed, or has a method on file.
  const editable = direct && (data.subscription !== null || data.transactions.length > 0);
  return (
    <>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {L.details.heading}
        </h2>
        <div className={styles.card}>
          <DescriptionList rows={subscriptionRows(data, direct, format)} />
          {!direct && data.billingType && <BillingSource source={billingSource(data.billingType)} />}
        </div>
      </section>
      {direct && (
        <section className={styles.section} aria-labelledby={transactionsId}>
          <h2 id={transactionsId} className={styles.sectionTitle}>
            {L.transactions.heading}
          </h2>
          <TransactionsTable transactions={listedTransactions(data.transactions)} />
        </section>
      )}
      {editable && <EditBilling paymentMethod={data.paymentMethod} onUpdated={onBillingUpdated} />}
    </>
  );
}
