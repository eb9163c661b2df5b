import { useEffect, useId, useRef, useState } from 'react';
import { CANCELLATION_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useReactivatePlan } from './api/reactivate-plan.ts';
import { CancelFlow } from './cancel-flow.tsx';
import styles from './cancellation.module.css';

const L = CANCELLATION_LABELS;

/** The section's id: a link or a check can name it. */
export const SUBSCRIPTION_SECTION_ID = 'subscription';

export interface SubscriptionCancellationProps {
  /** The live direct-billed subscription: active, or canceled and still watchable until `expirationDateMillis`. */
  state: 'ACTIVE' | 'CANCELING';
  expirationDateMillis: number | null;
  winbackDisabled: boolean;
  /**
   * A change went through: the page refreshes what depends on the subscription and confirms it
   * with the settings notification (`notice`).
   */
  onChanged: (notice: string) => void;
  /** Words that confirm, without a change to refresh (the survey). */
  onNotice: (notice: string) => void;
}

/**
 * Settings' cancel entry and, while canceling, Reactivate (issue 24 section 6). The flow stays
 * open across the refresh its own cancel causes, until the viewer finishes the survey.
 */
export function SubscriptionCancellation({ state, expirationDateMillis, winbackDisabled, onChanged, onNotice }: SubscriptionCancellationProps) {
  const [flowOpen, setFlowOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reactivate = useReactivatePlan();
  const reactivateKey = useRef<string | null>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const backFromFlow = useRef(false);
  // Back from the flow, the section's heading takes the focus: what comes next (Reactivate, or the entry) is under it.
  useEffect(() => {
    if (!flowOpen && backFromFlow.current) titleRef.current?.focus();
  }, [flowOpen]);

  async function reactivateNow() {
    setFailure(null);
    reactivateKey.current ??= crypto.randomUUID();
    const result = await reactivate.mutateAsync(reactivateKey.current);
    if (!result.ok) return setFailure(result.error.body);
    reactivateKey.current = null;
    onChanged(L.notice.reactivated);
  }

  return (
    <section id={SUBSCRIPTION_SECTION_ID} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.sectionTitle}>
        {L.sectionTitle}
      </h2>
      {flowOpen ? (
        <CancelFlow
          winbackDisabled={winbackDisabled}
          onCanceled={(date) => onChanged(L.notice.canceled(date))}
          onOfferTaken={(offer) => onChanged(L.notice.offerTaken(offer.percentOff, offer.durationInMonths))}
          onSurveySent={() => onNotice(L.notice.surveySent)}
          onClose={() => {
            backFromFlow.current = true;
            setFlowOpen(false);
          }}
        />
      ) : state === 'CANCELING' && expirationDateMillis !== null ? (
        <>
          <p className={styles.text}>{L.canceling(expirationDateMillis)}</p>
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="primary" loading={reactivate.isPending} onClick={() => void reactivateNow()}>
              {L.reactivate}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setFlowOpen(true)}>
            {L.entry}
          </Button>
        </div>
      )}
    </section>
  );
}
