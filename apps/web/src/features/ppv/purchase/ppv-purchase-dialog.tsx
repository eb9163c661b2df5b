import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  billingDetailsProblems,
  ERROR_CODES,
  formatPrice,
  MESSAGES,
  PPV_PURCHASE_LABELS,
  type BillingProblems,
  type PpvCoupon,
  type PpvPurchase,
  type PpvState,
} from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import type { KeyedIntent } from '../../../lib/idempotent-call.ts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import { latestPpvPurchaseQuery } from '../api/get-latest-ppv-purchase.ts';
import { usePpvSavedPayment } from '../api/get-ppv-saved-payment.ts';
import { usePurchasePpv } from '../api/purchase-ppv.ts';
import { orderRows } from './order-rows.ts';
import { PpvCouponField } from './ppv-coupon-field.tsx';
import { amountDue } from './purchase-state.ts';
import { ppvIntentFor, ppvPurchaseRequest, type PpvPayment } from './purchase-request.ts';
import styles from './ppv-purchase.module.css';

const L = PPV_PURCHASE_LABELS.dialog;

/**
 * The gateway's card fields as the app hands them over (billing's payment-fields, composed in
 * src/app as the subscription checkout uses them): the card is typed into the gateway's frames,
 * and this dialog only ever holds the one-time token.
 */
export interface PpvCardPayment {
  fields: (submit: () => void) => ReactNode;
  tokenize: (details: { firstName: string; lastName: string; postalCode: string }) => Promise<{ id: string }>;
}

export interface PpvPurchaseDialogProps {
  state: PpvState;
  card: PpvCardPayment;
  onPurchased: (purchase: PpvPurchase) => void;
  onClose: () => void;
}

/** A refusal the server gave for good (4xx): the next try is another purchase, with a new key and a new token. */
const answered = (error: ApiError) => error.status !== undefined && error.status < 500;

function refusalText(error: ApiError): string {
  if (error.code === ERROR_CODES.paymentDeclined) return `${L.declined} ${error.body}`;
  return answered(error) ? error.body : L.failed;
}

/**
 * Buying the event (issue 25 section 3): the event and its price, a coupon, the saved payment
 * (or another card) or the gateway's card fields, and "Buy for $69.99". One Idempotency-Key per
 * intent, the same on a retry after no answer; a click while one is sent sends nothing. A
 * refusal shows in place; once bought, the order details.
 */
export default function PpvPurchaseDialog({ state, card, onPurchased, onClose }: PpvPurchaseDialogProps) {
  const queryClient = useQueryClient();
  const format = useViewerFormat();
  const saved = usePpvSavedPayment();
  const purchase = usePurchasePpv();
  const [coupon, setCoupon] = useState<PpvCoupon | null>(null);
  const [useSaved, setUseSaved] = useState(true);
  const [names, setNames] = useState({ firstName: '', lastName: '', postalCode: '' });
  const [problems, setProblems] = useState<BillingProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [bought, setBought] = useState<PpvPurchase | null>(null);
  // From the click to the answer, the card's token included: the button shows it, and a second click sends nothing.
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const intent = useRef<KeyedIntent | null>(null);
  // A card's token is kept for a retry of the same purchase; a refusal drops it with the key.
  const token = useRef<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const formId = useId();

  const savedPayment = saved.data ?? null;
  const paySaved = savedPayment !== null && useSaved;
  const amount = amountDue(state.priceInCents, coupon);

  useEffect(() => {
    if (bought) doneHeading.current?.focus();
  }, [bought]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  async function paymentOf(): Promise<PpvPayment | null> {
    if (paySaved) return { kind: 'saved' };
    if (token.current) return { kind: 'card', token: token.current };
    const found = billingDetailsProblems({ paymentMethod: 'Card', ...names, zipcode: names.postalCode });
    setProblems(found);
    if (found.firstName || found.lastName || found.zipcode) return null;
    try {
      token.current = (await card.tokenize(names)).id;
      return { kind: 'card', token: token.current };
    } catch {
      // Each card field says what is wrong under it; the dialog says the card was not taken.
      setRefusal(MESSAGES.billingValidationFailed);
      return null;
    }
  }

  async function buy() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      const payment = await paymentOf();
      if (!payment) return;
      const request = ppvPurchaseRequest(state.productId, payment, coupon?.code ?? null);
      intent.current = ppvIntentFor(intent.current, request, () => crypto.randomUUID());
      const result = await purchase.mutateAsync({ request, idempotencyKey: intent.current.key });
      if (result.ok) {
        setBought(result.value);
        onPurchased(result.value);
        return;
      }
      if (answered(result.error)) {
        intent.current = null;
        token.current = null;
        // Already bought elsewhere (another tab, a lost answer): the section shows it.
        void queryClient.invalidateQueries({ queryKey: latestPpvPurchaseQuery().queryKey });
      }
      setRefusal(refusalText(result.error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  // Enter inside the gateway's frames submits the form, as Enter in any field does.
  function enterInCard() {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void buy();
  }

  function editName(field: keyof typeof names, value: string) {
    setNames({ ...names, [field]: value });
    // Other names are another token.
    token.current = null;
  }

  if (bought) {
    return (
      <Dialog title={L.title} onDismiss={onClose} closeLabel={L.close} size="large">
        <div className={styles.done}>
          <h3 ref={doneHeading} tabIndex={-1} className={styles.doneHeading}>
            {L.done}
          </h3>
          <p className={styles.muted}>{L.doneLead}</p>
          <DescriptionList rows={orderRows(bought, format)} />
          <Button onClick={onClose}>{L.finish}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={L.title} onDismiss={busy ? undefined : onClose} closeLabel={L.close} size="large">
      <DescriptionList
        rows={[
          [L.event, state.event.name],
          [L.price, formatPrice(state.priceInCents)],
          ...(coupon ? [[L.discount(coupon.code), `−${formatPrice(coupon.discountInCents)}`] as const] : []),
          [L.total, formatPrice(amount)],
        ]}
      />
      <PpvCouponField applied={coupon} onChange={setCoupon} disabled={busy} />
      <form id={formId} className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{L.payment}</legend>
          {saved.isPending ? (
            <Loader />
          ) : (
            <>
              {savedPayment && (
                <div className={styles.choices}>
                  <label className={styles.choice}>
                    <input type="radio" name="payment" checked={useSaved} onChange={() => setUseSaved(true)} />
                    <span>
                      {L.savedPayment}
                      <span className={styles.cardLine}>{savedPayment.display}</span>
                    </span>
                  </label>
                  <label className={styles.choice}>
                    <input type="radio" name="payment" checked={!useSaved} onChange={() => setUseSaved(false)} />
                    <span>{L.newCard}</span>
                  </label>
                </div>
              )}
              {!paySaved && (
                <div className={styles.form}>
                  <div className={styles.pair}>
                    <TextInput
                      name="firstName"
                      label={L.firstName}
                      autoComplete="cc-given-name"
                      required
                      value={names.firstName}
                      onChange={(event) => editName('firstName', event.target.value)}
                      error={problems.firstName}
                    />
                    <TextInput
                      name="lastName"
                      label={L.lastName}
                      autoComplete="cc-family-name"
                      required
                      value={names.lastName}
                      onChange={(event) => editName('lastName', event.target.value)}
                      error={problems.lastName}
                    />
                  </div>
                  <TextInput
                    name="postalCode"
                    label={L.postalCode}
                    autoComplete="postal-code"
                    value={names.postalCode}
                    onChange={(event) => editName('postalCode', event.target.value)}
                    error={problems.zipcode}
                  />
                  {card.fields(enterInCard)}
                </div>
              )}
            </>
          )}
        </fieldset>
        {refusal && (
          <p ref={refusalRef} tabIndex={-1} role="alert" className={styles.alert}>
            {refusal}
          </p>
        )}
        <Button type="submit" variant="ppv" size="lg" fullWidth loading={busy} disabled={saved.isPending}>
          {L.buyFor(formatPrice(amount))}
        </Button>
      </form>
    </Dialog>
  );
}
