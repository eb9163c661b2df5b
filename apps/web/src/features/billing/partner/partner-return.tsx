import { useEffect, useRef, useState } from 'react';
import { PARTNER_LABELS, type PartnerSubscription, type PartnerSubscriptionRequest } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate } from '../billing-format.ts';
import { useSubscribeWithPartner } from '../api/subscribe-with-partner.ts';
import { partnerSignInMemory } from './partner-memory.ts';
import styles from '../checkout/checkout.module.css';

const L = PARTNER_LABELS;

interface PartnerReturnProps {
  /** The partner's answer on the address: code, state, iss. */
  answer: Omit<PartnerSubscriptionRequest, 'offerCode'>;
  /** Subscribed: the app stores the user and refreshes what depends on the viewer. */
  onSubscribed: (subscription: PartnerSubscription) => void;
  /** Back to the partner's offers, to try again. */
  onRetry: (partnerId: string | null) => void;
  /** On from the confirmation: the intended route, or home. */
  onContinue: () => void;
}

/**
 * Back from the partner: the code is sent once (the intent's Idempotency-Key, kept with the
 * choice, so a reload replays the one answer), then the confirmation names who bills the viewer.
 */
export function PartnerReturn({ answer, onSubscribed, onRetry, onContinue }: PartnerReturnProps) {
  const [signIn] = useState(() => partnerSignInMemory.read());
  const subscribe = useSubscribeWithPartner();
  const format = useViewerFormat();
  const sent = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!signIn || sent.current) return;
    sent.current = true;
    subscribe.mutate(
      { partnerId: signIn.partnerId, request: { ...answer, offerCode: signIn.offerCode }, idempotencyKey: signIn.idempotencyKey },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          partnerSignInMemory.forget();
          onSubscribed(result.value);
        },
      },
    );
  }, [signIn, answer, subscribe, onSubscribed]);

  const result = subscribe.data;
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  if (signIn && !result) return <Loader label={L.finishing} />;
  if (!result?.ok) {
    return (
      <div className={styles.centered}>
        <p role="alert" className={styles.alert}>
          {result?.error.body ?? L.failed}
        </p>
        <Button variant="secondary" onClick={() => onRetry(signIn?.partnerId ?? null)}>
          {L.tryAgain}
        </Button>
      </div>
    );
  }
  const subscription = result.value;
  return (
    <div className={styles.page}>
      <section className={styles.step} aria-labelledby="partner-done">
        <h1 id="partner-done" ref={headingRef} tabIndex={-1} className={styles.title}>
          {L.done}
        </h1>
        <p className={styles.lead}>{L.billedBy(subscription.partnerName, subscription.planName)}</p>
        {subscription.trialEndsAt !== null && <p>{L.trialEnds(formatDate(subscription.trialEndsAt, format))}</p>}
        <div className={styles.actions}>
          <Button size="lg" onClick={onContinue}>
            {L.startWatching}
          </Button>
        </div>
      </section>
    </div>
  );
}
