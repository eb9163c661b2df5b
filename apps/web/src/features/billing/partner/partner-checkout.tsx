import { useState } from 'react';
import { PARTNER_LABELS, type PartnerId } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { toApiError } from '../../../lib/api-result.ts';
import { getPartnerAuthenticationUrl } from '../api/get-partner-authentication-url.ts';
import { usePartner } from '../api/get-partner.ts';
import { partnerSignInMemory } from './partner-memory.ts';
import { PartnerOfferCard } from './partner-offer-card.tsx';
import styles from '../checkout/checkout.module.css';

const L = PARTNER_LABELS;

/**
 * continuePurchase in a partner's flow (ott): the partner's offers (its own, or the fallback
 * offers), then off to the partner's sign-in. The choice and the intent's Idempotency-Key are kept
 * for the way back (partner-memory.ts).
 */
export function PartnerCheckout({ partnerId }: { partnerId: PartnerId }) {
  const partner = usePartner(partnerId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (partner.isError) {
    return (
      <div className={styles.centered}>
        <p role="alert" className={styles.alert}>
          {L.unavailable}
        </p>
        <Button variant="secondary" onClick={() => void partner.refetch()}>
          {L.tryAgain}
        </Button>
      </div>
    );
  }
  if (!partner.data) return <Loader label={L.loading} />;
  const { name, offers } = partner.data;
  const offerCode = chosen ?? offers[0]?.code ?? null;

  async function leave() {
    if (!offerCode) return;
    setLeaving(true);
    setError(null);
    try {
      const url = await getPartnerAuthenticationUrl(partnerId);
      partnerSignInMemory.remember({ partnerId, offerCode, idempotencyKey: crypto.randomUUID() });
      window.location.assign(url);
    } catch (failure) {
      setError(toApiError(failure).body);
      setLeaving(false);
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.partnerHeader}>
        <h1 className={styles.title}>{L.heading(name)}</h1>
        <p className={styles.lead}>{L.lead(name)}</p>
      </header>
      <section className={styles.step}>
        {offers.length === 0 ? (
          <p role="status">{L.unavailable}</p>
        ) : (
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>{L.offers}</legend>
            <div className={styles.plans}>
              {offers.map((offer) => (
                <PartnerOfferCard key={offer.code} offer={offer} checked={offer.code === offerCode} onChoose={() => setChosen(offer.code)} />
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="lg" onClick={() => void leave()} disabled={!offerCode || leaving}>
            {leaving ? L.leaving(name) : L.signIn(name)}
          </Button>
        </div>
      </section>
    </div>
  );
}
