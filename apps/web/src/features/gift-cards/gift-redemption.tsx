import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPrice, GIFT_CARD_LABELS, redemptionCodeSchema } from '@stat/contracts';
import type { GiftCardRedemption, GiftCardValidation } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { useViewerFormat, viewerDateFormat } from '../../lib/viewer-format.ts';
import { useRedeemGiftCard } from './api/redeem-gift-card.ts';
import { useValidateGiftCard } from './api/validate-gift-card.ts';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget.tsx';
import { forgetGiftCard, readGiftCard, rememberGiftCard } from './gift-card-memory.ts';
import styles from './gift-redemption.module.css';

const L = GIFT_CARD_LABELS;

interface GiftRedemptionProps {
  signedIn: boolean;
  signInHref: string;
  createAccountHref: string;
  homeHref: string;
  onValidated: (validation: GiftCardValidation) => void;
  onRedeemed: (redemption: GiftCardRedemption) => void;
}

type Step = { kind: 'enter' } | { kind: 'found'; validation: GiftCardValidation; idempotencyKey: string } | { kind: 'redeemed'; redemption: GiftCardRedemption };

// The page's words are en-US whatever the browser's language; the day follows the viewer's zone.
const dateFormat = viewerDateFormat({ month: 'long', day: 'numeric', year: 'numeric' }, 'en-US');

/**
 * The giftRedemption page's flow: a code typed (kept while a signed-out visitor signs in),
 * checked behind the captcha, then redeemed with a new captcha solution and one Idempotency-Key
 * per intent. A refused card shows the spec's title and words at the top of the form; any other
 * refusal, under the field.
 */
export function GiftRedemption({ signedIn, signInHref, createAccountHref, homeHref, onValidated, onRedeemed }: GiftRedemptionProps) {
  const [code, setCode] = useState(() => readGiftCard() ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<{ title: string; body: string } | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const [token, setToken] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<'check' | 'redeem' | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const validate = useValidateGiftCard();
  const redeem = useRedeemGiftCard();
  const format = useViewerFormat();

  useEffect(() => {
    if (step.kind !== 'enter') headingRef.current?.focus();
  }, [step]);

  /** A refusal where the viewer is looking: a card's at the top with its title, the rest under the field. */
  function refused(error: ApiError) {
    if (error.title) {
      setCardError({ title: error.title, body: error.body });
      setFieldError(null);
    } else {
      setFieldError(error.body);
      setCardError(null);
    }
    inputRef.current?.focus();
  }

  /** The token was spent by the call, whatever its answer: the widget solves another. */
  function spend(spent: string): string {
    setToken(null);
    captcha.current?.renew();
    return spent;
  }

  async function check(solution = token) {
    const parsed = redemptionCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(L.codeRequired);
      inputRef.current?.focus();
      return;
    }
    if (!solution) return setWaiting('check');
    setWaiting(null);
    const result = await validate.mutateAsync({ code: parsed.data, captchaToken: spend(solution) });
    if (!result.ok) return refused(result.error);
    setFieldError(null);
    setCardError(null);
    setStep({ kind: 'found', validation: result.value, idempotencyKey: crypto.randomUUID() });
    onValidated(result.value);
  }

  async function redeemFound(solution = token) {
    if (step.kind !== 'found') return;
    if (!solution) return setWaiting('redeem');
    setWaiting(null);
    const request = { giftCardCode: step.validation.giftCard.code, recaptcha: spend(solution) };
    const result = await redeem.mutateAsync({ request, idempotencyKey: step.idempotencyKey });
    if (!result.ok) {
      setStep({ kind: 'enter' });
      return refused(result.error);
    }
    forgetGiftCard();
    setStep({ kind: 'redeemed', redemption: result.value });
    onRedeemed(result.value);
  }

  /** A new solution; a press made before the captcha was solved goes on with it. */
  function solved(solution: string | null) {
    setToken(solution);
    if (!solution || !waiting) return;
    void (waiting === 'check' ? check(solution) : redeemFound(solution));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validate.isPending) return;
    void check();
  }

  function keepForSignIn() {
    const parsed = redemptionCodeSchema.safeParse(code);
    if (parsed.success) rememberGiftCard(parsed.data);
    saveIntendedRoute({ name: 'giftRedemption', params: {}, query: {}, hash: '' });
  }

  if (step.kind === 'redeemed') {
    const { redemption } = step;
    const amount = formatPrice(redemption.giftCard.amountInCents);
    return (
      <section className={styles.card} aria-labelledby="gift-redeemed">
        <h2 id="gift-redeemed" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {L.redeemedHeading}
        </h2>
        <p className={styles.text}>
          {redemption.outcome === 'subscription' && redemption.subscriptionEndsAt
            ? L.redeemedSubscription(redemption.planName ?? '', dateFormat(format).format(redemption.subscriptionEndsAt))
            : L.redeemedCredit(amount, formatPrice(redemption.accountCreditInCents))}
        </p>
        <div className={styles.actions}>
          {redemption.user.isAuthorized && <Button to={homeHref}>{L.startWatching}</Button>}
          <Button
            variant="secondary"
            onClick={() => {
              setCode('');
              setStep({ kind: 'enter' });
            }}
          >
            {L.another}
          </Button>
        </div>
      </section>
    );
  }

  const waitingText = waiting && !token ? <p className={styles.status} role="status">{L.captchaWaiting}</p> : null;

  if (step.kind === 'found') {
    const { validation } = step;
    const amount = formatPrice(validation.giftCard.amountInCents);
    return (
      <section className={styles.card} aria-labelledby="gift-found">
        <h2 id="gift-found" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {L.found(amount)}
        </h2>
        <p className={styles.text}>{validation.outcome === 'subscription' && validation.planName ? L.willSubscribe(validation.planName) : L.willCredit(amount)}</p>
        <div className={styles.captcha} aria-label={L.captcha} role="group">
          <CaptchaWidget ref={captcha} onToken={solved} />
        </div>
        {waitingText}
        <div className={styles.actions}>
          <Button onClick={() => void redeemFound()} loading={redeem.isPending || waiting === 'redeem'}>
            {L.redeem}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className={styles.card}>
      {cardError && (
        <div className={styles.cardError} role="alert">
          <h2 className={styles.errorTitle}>{cardError.title}</h2>
          <p className={styles.text}>{cardError.body}</p>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextInput
          ref={inputRef}
          name="giftCardCode"
          label={L.code}
          helperText={L.codeHint}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
        />
        {signedIn ? (
          <>
            <div className={styles.captcha} aria-label={L.captcha} role="group">
              <CaptchaWidget ref={captcha} onToken={solved} />
            </div>
            {waitingText}
            <Button type="submit" loading={validate.isPending || waiting === 'check'}>
              {L.check}
            </Button>
          </>
        ) : (
          <section className={styles.signIn} aria-labelledby="gift-sign-in">
            <h2 id="gift-sign-in" className={styles.heading}>
              {L.signInHeading}
            </h2>
            <p className={styles.text}>{L.signInLead}</p>
            <div className={styles.actions}>
              <Button to={signInHref} reloadDocument onClick={keepForSignIn}>
                {L.signIn}
              </Button>
              <Button to={createAccountHref} variant="secondary" onClick={keepForSignIn}>
                {L.createAccount}
              </Button>
            </div>
          </section>
        )}
      </form>
    </div>
  );
}
