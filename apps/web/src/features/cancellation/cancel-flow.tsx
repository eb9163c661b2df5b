import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CANCEL_REASONS, CANCELLATION_LABELS, CANCELLATION_OFFER, type CancelReason, type CancellationOffer } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { FlowStep } from '../../components/ui/flow-step.tsx';
import { useCancelPlan } from './api/cancel-plan.ts';
import { useTakeCancellationOffer } from './api/take-cancellation-offer.ts';
import { offerApplies, orderCancelReasons } from './cancel-reasons.ts';
import { ExitSurvey } from './exit-survey.tsx';
import styles from './cancellation.module.css';

const L = CANCELLATION_LABELS;

type Screen = { name: 'reasons' } | { name: 'offer'; reason: CancelReason } | { name: 'done'; reason: CancelReason; expirationDate: number };

export interface CancelFlowProps {
  /** The winbackDisabled flag: on, no offer is made. */
  winbackDisabled: boolean;
  /** Canceled: the page refreshes the subscription and confirms with its notification. */
  onCanceled: (expirationDate: number) => void;
  onOfferTaken: (offer: CancellationOffer) => void;
  onSurveySent: () => void;
  /** The flow is over (kept the subscription, took the offer, or finished the survey). */
  onClose: () => void;
}

/** One screen of the flow, its heading focused when it appears. */
function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FlowStep title={title} className={styles.screen} titleClassName={styles.screenTitle}>
      {children}
    </FlowStep>
  );
}

/**
 * Cancel in at most three screens with at most one offer (issue 24 section 6; streaming spec
 * section 4's Cancel flow): pick a reason (nothing happens without one), the offer beside "Cancel
 * anyway" only when the reason earns it, then the date and the optional exit survey. Each intent
 * (a cancel or the offer, for a reason) keeps one Idempotency-Key across retries.
 */
export function CancelFlow({ winbackDisabled, onCanceled, onOfferTaken, onSurveySent, onClose }: CancelFlowProps) {
  const [reasons] = useState(() => orderCancelReasons(CANCEL_REASONS));
  const [screen, setScreen] = useState<Screen>({ name: 'reasons' });
  const [picked, setPicked] = useState<CancelReason | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());
  const keyFor = (intent: string) => {
    if (!keys.current.has(intent)) keys.current.set(intent, crypto.randomUUID());
    return keys.current.get(intent)!;
  };
  const cancelPlan = useCancelPlan();
  const takeOffer = useTakeCancellationOffer();
  const errorId = useId();
  const legendId = useId();

  async function cancel(reason: CancelReason) {
    setFailure(null);
    const result = await cancelPlan.mutateAsync({ request: { reasonForCancelling: [reason.id] }, idempotencyKey: keyFor(`cancel:${reason.id}`) });
    if (!result.ok) return setFailure(result.error.body);
    onCanceled(result.value.expirationDate);
    setScreen({ name: 'done', reason, expirationDate: result.value.expirationDate });
  }

  async function acceptOffer(reason: CancelReason) {
    setFailure(null);
    const request = { couponCode: CANCELLATION_OFFER.couponCode, reasonForCancelling: [reason.id] };
    const result = await takeOffer.mutateAsync({ request, idempotencyKey: keyFor(`offer:${reason.id}`) });
    if (!result.ok) return setFailure(result.error.body);
    onOfferTaken(result.value);
    onClose();
  }

  function submitReason(event: FormEvent) {
    event.preventDefault();
    if (!picked) return setMissingReason(true);
    if (offerApplies(picked, winbackDisabled)) return setScreen({ name: 'offer', reason: picked });
    void cancel(picked);
  }

  const failureText = failure && (
    <p role="alert" className={styles.error}>
      {failure}
    </p>
  );

  if (screen.name === 'offer') {
    const busy = cancelPlan.isPending || takeOffer.isPending;
    return (
      <Screen key="offer" title={L.offerTitle}>
        <p className={styles.text}>{L.offerBody(CANCELLATION_OFFER.percentOff, CANCELLATION_OFFER.durationInMonths)}</p>
        {failureText}
        {/* The offer and "Cancel anyway" carry equal weight: the same look and size, side by side. */}
        <div className={styles.actions}>
          <Button variant="secondary" loading={takeOffer.isPending} disabled={busy} onClick={() => void acceptOffer(screen.reason)}>
            {L.acceptOffer}
          </Button>
          <Button variant="secondary" loading={cancelPlan.isPending} disabled={busy} onClick={() => void cancel(screen.reason)}>
            {L.cancelAnyway}
          </Button>
        </div>
      </Screen>
    );
  }

  if (screen.name === 'done') {
    return (
      <Screen key="done" title={L.doneTitle}>
        <p className={styles.text}>{L.watchUntil(screen.expirationDate)}</p>
        <ExitSurvey
          category={screen.reason.id}
          onSent={() => {
            onSurveySent();
            onClose();
          }}
          onSkip={onClose}
        />
      </Screen>
    );
  }

  return (
    <Screen key="reasons" title={L.reasonsTitle}>
      <form className={styles.form} onSubmit={submitReason} noValidate>
        <fieldset className={styles.group} aria-labelledby={legendId} aria-describedby={missingReason ? errorId : undefined} aria-invalid={missingReason || undefined}>
          <legend id={legendId} className={styles.legend}>
            {L.reasonsHint}
          </legend>
          {reasons.map((reason) => (
            <label key={reason.id} className={styles.choice}>
              <input
                type="radio"
                name="reason"
                value={reason.id}
                checked={picked?.id === reason.id}
                onChange={() => {
                  setPicked(reason);
                  setMissingReason(false);
                }}
              />
              <span>{reason.name}</span>
            </label>
          ))}
        </fieldset>
        {missingReason && (
          <p id={errorId} role="alert" className={styles.error}>
            {L.reasonRequired}
          </p>
        )}
        {failureText}
        <div className={styles.actions}>
          {/* Without an offer to come, this press cancels, and says so. */}
          <Button type="submit" variant="primary" loading={cancelPlan.isPending}>
            {picked && offerApplies(picked, winbackDisabled) ? L.continue : L.entry}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={cancelPlan.isPending}>
            {L.keep}
          </Button>
        </div>
      </form>
    </Screen>
  );
}
