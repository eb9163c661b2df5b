import type { ReactNode } from 'react';
import { BILLING_LABELS } from '@stat/contracts';
import type { PaywallHeroImage, Purchase } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useAvailablePlans } from '../api/get-available-plans.ts';
import { CheckoutFlow } from './checkout-flow.tsx';
import type { CheckoutPages } from './checkout-flow.tsx';
import { useGatewayPayment } from './gateway-payment.tsx';
import { useCheckoutStart } from './use-checkout-start.ts';
import styles from './checkout.module.css';

const L = BILLING_LABELS;

export interface CheckoutProps {
  /** The paywall pages for choosing and for paying; undefined while they load. */
  pages: CheckoutPages | undefined;
  renderHero: (image: PaywallHeroImage) => ReactNode;
  /** The signed-in account's e-mail, for the password. */
  email: string | null;
  /** Bought: the app stores the user and refreshes what depends on the viewer. */
  onPurchased: (purchase: Purchase) => void;
  /** From the confirmation on: the intended route, or home. */
  onContinue: () => void;
}

/**
 * continuePurchase's subscribe flow (ott): once the flags, the remembered choice and the plans
 * on sale are known (the launch coupon's plans with LTOCouponEnabled), the steps.
 */
export function Checkout({ pages, renderHero, email, onPurchased, onContinue }: CheckoutProps) {
  const start = useCheckoutStart();
  const launchCoupon = start?.flags.LTOCouponEnabled ? (start.memory?.couponCode ?? start.landingCoupon) : null;
  const plans = useAvailablePlans(launchCoupon, start !== null);
  const payment = useGatewayPayment();

  if (plans.isError) {
    return (
      <div className={styles.centered}>
        <p role="alert" className={styles.alert}>
          {L.choose.plansFailed}
        </p>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {L.choose.retry}
        </Button>
      </div>
    );
  }
  if (!start || !plans.data || pages === undefined) return <Loader label={L.loading} />;
  if (plans.data.plans.length === 0) {
    return (
      <div className={styles.centered}>
        <p role="status">{L.choose.noPlans}</p>
      </div>
    );
  }
  return (
    <CheckoutFlow
      plans={plans.data.plans}
      start={start}
      pages={pages}
      renderHero={renderHero}
      email={email}
      card={payment.card}
      payPal={payment.payPal}
      onPurchased={onPurchased}
      onContinue={onContinue}
    />
  );
}
