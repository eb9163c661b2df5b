import { Suspense, lazy, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BILLING_LABELS } from '@stat/contracts';
import type { PaywallHeroImage, PaywallPage, PaywallStepId, Plan, Purchase } from '@stat/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { forgetPurchase, rememberPurchase } from '../purchase-memory.ts';
import { checkoutReducer, initialCheckoutState, purchaseMemoryOf } from './checkout-state.ts';
import { nextStep, previousStep, shownStep, stepFromHash } from './checkout-steps.ts';
import type { CheckoutStep } from './checkout-steps.ts';
import { ChoosePlanStep } from './choose-plan-step.tsx';
import type { CardPayment, PayPalHandlers } from './payment-step.tsx';
import type { PurchaseIntent } from './purchase-intent.ts';
import { StepProgress } from './step-progress.tsx';
import type { CheckoutStart } from './use-checkout-start.ts';
import styles from './checkout.module.css';

const L = BILLING_LABELS;

const importLaterSteps = () => import('./later-steps.ts');
let laterStepsAsked: ReturnType<typeof importLaterSteps> | undefined;
const laterSteps = () => (laterStepsAsked ??= importLaterSteps());
const preloadLaterSteps = () => void laterSteps();
const ReviewStep = lazy(() => laterSteps().then((steps) => ({ default: steps.ReviewStep })));
const PaymentStep = lazy(() => laterSteps().then((steps) => ({ default: steps.PaymentStep })));
const ConfirmStep = lazy(() => laterSteps().then((steps) => ({ default: steps.ConfirmStep })));
const DoneStep = lazy(() => laterSteps().then((steps) => ({ default: steps.DoneStep })));

/** The paywall pages the flow shows (streaming spec section 4): `start` for choosing, `next` for paying; null when there is none. */
export interface CheckoutPages {
  start: PaywallPage | null;
  next: PaywallPage | null;
}

/** Marks a history entry the flow pushed, so its Back button can go back in history instead of adding an entry. */
const PUSHED = { checkoutStep: true } as const;

function pushedByFlow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'checkoutStep' in state;
}

export interface CheckoutFlowProps {
  plans: readonly Plan[];
  start: CheckoutStart;
  pages: CheckoutPages;
  /** The paywall page's PAYWALL_HERO, drawn by the paywall feature. */
  renderHero: (image: PaywallHeroImage) => ReactNode;
  email: string | null;
  card: CardPayment;
  payPal: (handlers: PayPalHandlers) => ReactNode;
  onPurchased: (purchase: Purchase) => void;
  onContinue: () => void;
}

/**
 * The subscribe flow's frame and steps. The order is a reducer; the step is the address's hash,
 * so the browser's Back and Forward move between steps (a hash change runs no route loader, so
 * the confirmation stays once the viewer is authorized). A step the order has not reached shows
 * the furthest it has. Each step's heading takes the focus when the step changes.
 */
export function CheckoutFlow({ plans, start, pages, renderHero, email, card, payPal, onPurchased, onContinue }: CheckoutFlowProps) {
  const [state, dispatch] = useReducer(
    checkoutReducer,
    { plans, memory: start.memory, landingCoupon: start.landingCoupon, bundleEnabled: start.flags.bundleEnabled },
    initialCheckoutState,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const step = shownStep(stepFromHash(location.hash), state);
  const intent = useRef<PurchaseIntent | null>(null);

  // The first step shown keeps the page's focus; every step after it takes it (React's "adjust state on change").
  const [lastStep, setLastStep] = useState<CheckoutStep>(step);
  const [moved, setMoved] = useState(false);
  if (lastStep !== step) {
    setLastStep(step);
    setMoved(true);
  }

  useEffect(() => {
    if (!state.receipt) rememberPurchase(purchaseMemoryOf(state));
  }, [state]);

  function goTo(target: PaywallStepId, replace = false) {
    void navigate({ search: location.search, hash: target }, { replace, state: replace ? location.state : PUSHED });
  }

  function back() {
    if (step === 'done') return;
    const previous = previousStep(step);
    if (!previous) return;
    if (pushedByFlow(location.state)) void navigate(-1);
    else goTo(previous, true);
  }

  function purchased(purchase: Purchase) {
    forgetPurchase();
    dispatch({ type: 'purchased', receipt: purchase.receipt });
    onPurchased(purchase);
  }

  const plan = plans.find((candidate) => candidate.productCode === state.productCode);
  const page = step === 'plan' || step === 'preview' ? pages.start : (pages.next ?? pages.start);
  const hero = page?.images.PAYWALL_HERO;

  function stepContent(): ReactNode {
    if (step === 'done') return state.receipt && <DoneStep receipt={state.receipt} focusHeading={moved} onContinue={onContinue} />;
    const forward = () => goTo(nextStep(step));
    if (step === 'plan' || !plan) {
      return (
        <ChoosePlanStep plans={plans} state={state} dispatch={dispatch} bundleEnabled={start.flags.bundleEnabled} focusHeading={moved} onContinue={forward} />
      );
    }
    if (step === 'preview') {
      return <ReviewStep plan={plan} state={state} dispatch={dispatch} focusHeading={moved} onContinue={forward} onBack={back} />;
    }
    if (step === 'payment') {
      return <PaymentStep state={state} dispatch={dispatch} card={card} payPal={payPal} focusHeading={moved} onContinue={forward} onBack={back} />;
    }
    return (
      <ConfirmStep
        plan={plan}
        state={state}
        email={email}
        buyLabel={pages.next?.buttons.buyButton.label ?? L.confirm.buy}
        purchaseDisabled={start.flags.purchaseDisabled}
        intentRef={intent}
        focusHeading={moved}
        onBack={back}
        onDeclined={(message) => {
          dispatch({ type: 'declined', message });
          goTo('payment', true);
        }}
        onPurchased={purchased}
      />
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        {hero && <div className={styles.heroArt}>{renderHero(hero)}</div>}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{page?.headline ?? L.title}</h1>
          <p className={styles.lead}>{page?.subheadline ?? L.lead}</p>
        </div>
      </header>
      {step !== 'done' && <StepProgress current={step} steps={page?.steps} />}
      {/* The steps after the first are asked for as soon as the viewer points at or focuses the
          flow, while they choose, so that Continue seldom waits; not before, so that the page's
          first seconds stay free of their evaluation. */}
      <div className={styles.layout} onPointerOver={preloadLaterSteps} onFocus={preloadLaterSteps}>
        <Suspense fallback={<Loader label={L.loading} />}>{stepContent()}</Suspense>
        {page && step !== 'done' && (
          <aside className={styles.aside}>
            <p>{page.body}</p>
            <ul role="list" className={styles.benefits}>
              {page.benefits.map((benefit) => (
                <li key={benefit} className={styles.benefit}>
                  <CheckIcon size={18} />
                  {benefit}
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
