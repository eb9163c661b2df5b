import { SUBSCRIPTION_SETTINGS_LABELS, type Receipt } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useReceipt } from '../api/get-receipt.ts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate, formatMoney } from '../billing-format.ts';
import { signedAmount } from './subscription-facts.ts';
import styles from './subscription-settings.module.css';

const L = SUBSCRIPTION_SETTINGS_LABELS.receipt;
const T = SUBSCRIPTION_SETTINGS_LABELS.transactions;

/** One transaction's receipt, from the gateway's invoice for it; focus goes back to the row's button on close. */
export function ReceiptDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const receipt = useReceipt(transactionId);
  return (
    <Dialog title={L.title} onDismiss={onClose} closeLabel={L.close} size="large">
      {receipt.isPending ? (
        <Loader label={L.loading} />
      ) : receipt.data?.ok ? (
        <ReceiptBody receipt={receipt.data.value} />
      ) : (
        <div className={styles.failure}>
          <p role="alert" className={styles.alert}>
            {receipt.data?.error.body ?? L.failed}
          </p>
          <Button variant="secondary" onClick={() => void receipt.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {L.close}
        </Button>
      </div>
    </Dialog>
  );
}

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const { transaction } = receipt;
  const format = useViewerFormat();
  return (
    <div className={styles.receipt}>
      <dl className={styles.receiptFacts}>
        <div>
          <dt>{L.invoice}</dt>
          <dd>{receipt.invoiceNumber ?? L.noInvoice}</dd>
        </div>
        <div>
          <dt>{L.date}</dt>
          <dd>{formatDate(receipt.date, format)}</dd>
        </div>
        <div>
          <dt>{L.payment}</dt>
          <dd>{transaction.paymentMethod}</dd>
        </div>
        <div>
          <dt>{L.status}</dt>
          <dd>{T.statuses[transaction.status]}</dd>
        </div>
      </dl>
      {receipt.lines.length > 0 && (
        <table className={styles.lines}>
          <caption className={styles.linesCaption}>{L.lines}</caption>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  {line.description}
                  {line.startDate !== null && line.endDate !== null && (
                    <span className={styles.period}>{L.period(formatDate(line.startDate, format), formatDate(line.endDate, format))}</span>
                  )}
                </th>
                <td className={styles.amount}>{formatMoney(line.amountInCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{L.subtotal}</th>
              <td className={styles.amount}>{formatMoney(receipt.subtotalInCents)}</td>
            </tr>
            {receipt.discountInCents > 0 && (
              <tr>
                <th scope="row">{L.discount}</th>
                <td className={styles.amount}>−{formatMoney(receipt.discountInCents)}</td>
              </tr>
            )}
            {receipt.creditInCents > 0 && (
              <tr>
                <th scope="row">{L.credit}</th>
                <td className={styles.amount}>−{formatMoney(receipt.creditInCents)}</td>
              </tr>
            )}
            <tr className={styles.total}>
              <th scope="row">{L.total}</th>
              <td className={styles.amount}>{formatMoney(receipt.totalInCents)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className={styles.thisPayment}>
        <span>{L.thisPayment}</span>
        <span>
          {T.types[transaction.type]} {signedAmount(transaction)}
        </span>
      </p>
    </div>
  );
}
