import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import { BILLING_LABELS, EDIT_BILLING_ANCHOR, editBillingProblems, firstBillingProblem, SUBSCRIPTION_SETTINGS_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useEditBilling } from '../api/edit-billing.ts';
import { useGatewayPayment, type GatewayPayment } from '../checkout/gateway-payment.tsx';
import { PaymentDetailsFields } from '../checkout/payment-details-fields.tsx';
import { paymentFormSchema, type PaymentForm } from '../checkout/payment-form-rules.ts';
import styles from './subscription-settings.module.css';

const L = SUBSCRIPTION_SETTINGS_LABELS.editBilling;
const resolver = zodResolver(paymentFormSchema);

/** The section's id: `/settings#edit-billing` (the dunning banner's link) scrolls here and opens the form. */
const EDIT_BILLING_SECTION_ID = EDIT_BILLING_ANCHOR;

interface EditBillingProps {
  /** The payment method on file, in the card format. */
  paymentMethod: string;
  /** The new method is on file: the page refreshes the details and confirms. */
  onUpdated: () => void;
}

/**
 * Edit billing (issue 24 section 1; direct billing only): the method on file and, behind Edit
 * billing, the form. Opened by the button or by the address's hash.
 */
export function EditBilling({ paymentMethod, onUpdated }: EditBillingProps) {
  const location = useLocation();
  const [openedByButton, setOpenedByButton] = useState(false);
  // The navigation (location key) whose hash opened the form and which the viewer then closed.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const open = openedByButton || (location.hash === `#${EDIT_BILLING_SECTION_ID}` && closedAt !== location.key);
  const payment = useGatewayPayment();
  const titleId = useId();
  const openAction = useRef<HTMLDivElement>(null);
  const closedByForm = useRef(false);

  // Back from the form, the focus goes to the button that opens it again.
  useEffect(() => {
    if (!open && closedByForm.current) openAction.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    closedByForm.current = true;
    setOpenedByButton(false);
    setClosedAt(location.key);
  };

  return (
    <section id={EDIT_BILLING_SECTION_ID} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.heading}
      </h2>
      <p className={styles.onFile}>
        <span className={styles.onFileLabel}>{L.onFile}</span> <span className={styles.onFileValue}>{paymentMethod}</span>
      </p>
      {open ? (
        <EditBillingForm
          card={payment.card}
          payPal={payment.payPal}
          onCancel={close}
          onSaved={() => {
            close();
            onUpdated();
          }}
        />
      ) : (
        <div ref={openAction}>
          <Button variant="secondary" onClick={() => setOpenedByButton(true)}>
            {L.open}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The form: by card (names, zip code, the gateway's card fields, which make the token: the card
 * never enters our document) or by PayPal (a zip code, then its approval). Each problem shows
 * under its field, or at the top of the form, which then takes the focus so it is read and seen.
 */
interface EditBillingFormProps extends GatewayPayment {
  onSaved: () => void;
  onCancel: () => void;
}

function EditBillingForm({ card, payPal, onSaved, onCancel }: EditBillingFormProps) {
  const form = useForm<PaymentForm>({ defaultValues: { method: 'Card', firstName: '', lastName: '', postalCode: '' }, resolver });
  const { handleSubmit, formState, trigger, getValues, control } = form;
  const method = useWatch({ control, name: 'method' });
  const edit = useEditBilling();
  // One key per attempt: a retry after a lost answer (in flight) sends the same one; after an answer, the next attempt has its own.
  const [intentKey, setIntentKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const [payPalToken, setPayPalToken] = useState<string | null>(null);
  const [payPalNote, setPayPalNote] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // Opened (by the button or the address's hash): the form is brought into view with the focus on its heading.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  async function save(values: PaymentForm, token: string) {
    const request = { paymentMethod: values.method, recurlyToken: token, firstName: values.firstName, lastName: values.lastName, zipcode: values.postalCode };
    const problem = firstBillingProblem(editBillingProblems(request));
    if (problem) return setFormError(problem);
    const result = await edit.mutateAsync({ request, idempotencyKey: intentKey });
    if (!result.ok) {
      setIntentKey(crypto.randomUUID());
      return setFormError(result.error.body);
    }
    onSaved();
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.method === 'PayPal') return save(values, payPalToken ?? '');
    try {
      const token = await card.tokenize({ firstName: values.firstName, lastName: values.lastName, postalCode: values.postalCode });
      await save(values, token.id);
    } catch {
      // The card fields say what is wrong under each of them; the form says it failed.
      await save(values, '');
    }
  });

  async function payPalApproved(id: string) {
    setPayPalNote(null);
    setPayPalToken(id);
    setFormError(null);
    if (await trigger()) await save(getValues(), id);
  }

  return (
    <form className={styles.form} noValidate aria-labelledby={`${EDIT_BILLING_SECTION_ID}-form`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${EDIT_BILLING_SECTION_ID}-form`} ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {L.formHeading}
      </h3>
      {formError && (
        <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <PaymentDetailsFields
        form={form}
        method={method}
        onMethodChange={() => {
          setPayPalNote(null);
          setFormError(null);
        }}
        cardFields={card.fields(() => void submit())}
        payPal={payPal({
          onToken: (id) => void payPalApproved(id),
          onCancel: () => {
            setPayPalToken(null);
            setPayPalNote(BILLING_LABELS.payment.paypalCancelled);
          },
        })}
      />
      <div role="status">{payPalNote && <p className={styles.note}>{payPalNote}</p>}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {L.cancel}
        </Button>
        {(method === 'Card' || payPalToken) && (
          <Button type="submit" loading={formState.isSubmitting}>
            {L.save}
          </Button>
        )}
      </div>
    </form>
  );
}
