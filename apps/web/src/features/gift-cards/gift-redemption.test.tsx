import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, GIFT_CARD_LABELS, MESSAGES } from '@stat/contracts';
import type { GiftCardRedemption } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { testUser } from '../../testing/fixtures.ts';
import type { CaptchaHandle } from './captcha-widget.tsx';
import { GiftRedemption } from './gift-redemption.tsx';

const L = GIFT_CARD_LABELS;

// The real widget runs a proof of work in a worker; here each solution is ready at once, numbered.
let solutions = 0;
vi.mock('./captcha-widget.tsx', () => ({
  CaptchaWidget: forwardRef<CaptchaHandle, { onToken: (token: string | null) => void }>(function FakeCaptcha({ onToken }, ref) {
    useImperativeHandle(ref, () => ({ renew: () => onToken(`solution-${++solutions}`) }));
    useEffect(() => onToken(`solution-${++solutions}`), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the widget solves on load
    return <div>captcha</div>;
  }),
}));

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Stubs fetch with one handler; records every call. */
function stubApi(handle: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: decodeURIComponent(new URL(input, 'http://localhost').pathname), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, headers: (init.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const { status, body } = handle(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const FOUND = { giftCard: { code: 'STAT-GIFT-0005', amountInCents: 999, redemptionDate: null }, outcome: 'subscription', productCode: 'STAT_ESSENTIAL_MONTHLY', planName: 'Essential' };
const REDEEMED: GiftCardRedemption = {
  ...FOUND,
  outcome: 'subscription',
  giftCard: { ...FOUND.giftCard, redemptionDate: Date.UTC(2026, 10, 27) },
  accountCreditInCents: 0,
  subscriptionEndsAt: Date.UTC(2026, 11, 27, 12),
  user: testUser({ isAuthorized: true }),
};

function renderRedemption(signedIn = true) {
  const onValidated = vi.fn();
  const onRedeemed = vi.fn();
  const rendered = renderWithProviders(
    <GiftRedemption signedIn={signedIn} signInHref="/api/account/login?returnpage=x" createAccountHref="/signup" homeHref="/" onValidated={onValidated} onRedeemed={onRedeemed} />,
  );
  return { ...rendered, onValidated, onRedeemed };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GiftRedemption', () => {
  it('checks the code behind the captcha, then redeems it with a new solution and one Idempotency-Key', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? { status: 200, body: FOUND } : { status: 200, body: REDEEMED }));
    const { user, onValidated, onRedeemed } = renderRedemption();
    await user.type(screen.getByLabelText(L.code), 'stat-gift-0005');
    await user.click(screen.getByRole('button', { name: L.check }));

    expect(await screen.findByRole('heading', { name: L.found('$9.99') })).toBe(document.activeElement);
    expect(screen.getByText(L.willSubscribe('Essential'))).toBeTruthy();
    expect(calls[0]!.path).toBe('/api/giftcard/STAT-GIFT-0005/captcha/solution-1/action/gift_validation');
    expect(onValidated).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: L.redeem }));
    expect(await screen.findByRole('heading', { name: L.redeemedHeading })).toBeTruthy();
    expect(screen.getByText(L.redeemedSubscription('Essential', 'December 27, 2026'))).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    // A solution is spent by the call that carries it: the redemption carries a newer one.
    expect(post.body).toMatchObject({ giftCardCode: 'STAT-GIFT-0005', recaptcha: expect.stringMatching(/^solution-[2-9]$/) });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(onRedeemed).toHaveBeenCalledWith(REDEEMED);
    expect(screen.getByRole('link', { name: L.startWatching }).getAttribute('href')).toBe('/');
  });

  it("shows the spec's title and words for a used card, above the form, and keeps the code to correct", async () => {
    stubApi(() => ({ status: 422, body: { error: { code: ERROR_CODES.giftCardRedeemed, title: MESSAGES.giftCardErrorTitle, body: MESSAGES.giftCardAlreadyRedeemed } } }));
    const { user, onValidated } = renderRedemption();
    await user.type(screen.getByLabelText(L.code), 'STAT-GIFT-USED');
    await user.click(screen.getByRole('button', { name: L.check }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.giftCardErrorTitle);
    expect(alert.textContent).toContain(MESSAGES.giftCardAlreadyRedeemed);
    expect((screen.getByLabelText(L.code) as HTMLInputElement).value).toBe('STAT-GIFT-USED');
    expect(onValidated).not.toHaveBeenCalled();
  });

  it('says under the field when the code is missing, and calls nothing', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const { user } = renderRedemption();
    await user.click(screen.getByRole('button', { name: L.check }));
    expect(await screen.findByText(L.codeRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in or create an account, keeping the code and the way back', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const { user } = renderRedemption(false);
    expect(screen.getByRole('heading', { name: L.signInHeading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.check })).toBeNull();
    await user.type(screen.getByLabelText(L.code), 'stat-gift-0006');
    await user.click(screen.getByRole('link', { name: L.createAccount }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.giftCard)!)).toMatchObject({ code: 'STAT-GIFT-0006' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.intendedRoute)!)).toMatchObject({ name: 'giftRedemption' });
    expect(calls).toEqual([]);
  });

  it('starts with the code kept before signing in', () => {
    stubApi(() => ({ status: 500, body: {} }));
    localStorage.setItem(STORAGE_KEYS.giftCard, JSON.stringify({ code: 'STAT-GIFT-0007', savedAt: Date.now() }));
    renderRedemption();
    expect((screen.getByLabelText(L.code) as HTMLInputElement).value).toBe('STAT-GIFT-0007');
  });
});
