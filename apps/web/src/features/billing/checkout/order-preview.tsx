import type { UseQueryResult } from '@tanstack/react-query';
import { BILLING_LABELS, planSummary } from '@stat/contracts';
import type { Plan, PreviewPlans } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import type { ApiResult } from '../../../lib/api-result.ts';
import { planOffer } from './plan-offer.ts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { previewOf, summarizePreview } from './preview-summary.ts';
import styles from './checkout.module.css';

const L = BILLING_LABELS.review;

interface OrderPreviewProps {
  plan: Plan;
  addOnIds: readonly string[];
  preview: UseQueryResult<ApiResult<PreviewPlans>>;
  /** A refusal that belongs to no code field: the figures could not be worked out. */
  generalRefusal: ApiError | null;
}

/**
 * The order in one line, its figures (today, the savings, the next charge) and the same in
 * words. While a changed order is previewed the last figures stay, marked busy; the words are a
 * polite live region, so what a code changed is read out.
 */
export function OrderPreview({ plan, addOnIds, preview, generalRefusal }: OrderPreviewProps) {
  const offer = planOffer(plan, addOnIds);
  const format = useViewerFormat();
  const result = preview.data;
  const planPreview = result?.ok ? previewOf(result.value, plan.productCode) : null;
  const summary = result?.ok && planPreview ? summarizePreview(result.value, planPreview, format) : null;
  return (
    <>
      <p className={styles.summaryLine}>
        {planSummary({ name: plan.name, priceInCents: offer.priceInCents, billingInterval: plan.billingInterval, addOns: offer.addOns })}
      </p>
      {generalRefusal && (
        <div role="alert" className={styles.alert}>
          <p>{generalRefusal.body || L.failed}</p>
          <Button variant="secondary" size="sm" onClick={() => void preview.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {!summary && preview.isFetching && <Loader label={L.updating} />}
      {summary && (
        <>
          <h3 className="visually-hidden">{L.figures}</h3>
          <dl className={[styles.figures, preview.isFetching && styles.figuresBusy].filter(Boolean).join(' ')} aria-busy={preview.isFetching || undefined}>
            {summary.figures.map((figure) => (
              <div key={figure.label} className={styles.figure} data-kind={figure.kind}>
                <dt>{figure.label}</dt>
                <dd>{figure.amount}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.words}>
            <h3 className={styles.wordsHeading}>{L.inWords}</h3>
            <ul role="list" aria-live="polite" className={styles.benefits}>
              {summary.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </div>
        </>
      )}
    </>
  );
}
