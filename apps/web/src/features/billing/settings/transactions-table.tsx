import { useState } from 'react';
import { SUBSCRIPTION_SETTINGS_LABELS, type Transaction } from '@stat/contracts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate } from '../billing-format.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { signedAmount } from './subscription-facts.ts';
import styles from './subscription-settings.module.css';

const L = SUBSCRIPTION_SETTINGS_LABELS.transactions;

/**
 * The account's charges, refunds and credits, newest first: date, description, amount and
 * status. Each row's description is a button that opens its receipt; focus comes back to it.
 */
export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const format = useViewerFormat();
  if (!transactions.length) return <p className={styles.text}>{L.none}</p>;
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">{L.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{L.date}</th>
            <th scope="col">{L.description}</th>
            <th scope="col" className={styles.amount}>
              {L.amount}
            </th>
            <th scope="col">{L.status}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const date = formatDate(transaction.date, format);
            return (
              <tr key={transaction.id}>
                <td data-label={L.date}>{date}</td>
                <td data-label={L.description}>
                  <button
                    type="button"
                    className={styles.receiptButton}
                    aria-label={L.openReceipt(transaction.description, date)}
                    aria-haspopup="dialog"
                    onClick={() => setOpen(transaction.id)}
                  >
                    {transaction.description}
                  </button>
                  <span className={styles.kind}>{L.types[transaction.type]}</span>
                </td>
                <td data-label={L.amount} className={styles.amount}>
                  {signedAmount(transaction)}
                </td>
                <td data-label={L.status}>
                  <span className={`${styles.badge} ${styles[transaction.status]}`}>{L.statuses[transaction.status]}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open && <ReceiptDialog transactionId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
