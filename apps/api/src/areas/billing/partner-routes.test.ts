import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, IDP_LABELS, partnerAuthenticationUrlSchema, partnerSchema, partnerSubscriptionSchema, subscriptionDetailsSchema, userSchema } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { createTestBrowser, location, type TestBrowser } from '../../test/test-browser.ts';

const { t, tokens, newViewer } = useBillingApp();
const PASSWORD = 'stat-demo';

/** A new direct account signed in, in a browser that keeps the partner's cookies too. */
async function viewerBrowser() {
  const viewer = await newViewer();
  const browser = createTestBrowser(t.app);
  browser.setCookie('stat_sid', viewer.headers.cookie!.replace('stat_sid=', ''));
  return { ...viewer, browser };
}

/** Leaves for the partner, signs in there and comes back: the code and state on the paywall's address. */
async function partnerAnswer(browser: TestBrowser, partnerId: string, username: string, password = PASSWORD) {
  const opened = await browser.get(`/api/partner/authentication-url/${partnerId}`, APP_HEADERS);
  expect(opened.statusCode, opened.body).toBe(200);
  const authorize = await browser.get(partnerAuthenticationUrlSchema.parse(opened.json()).url);
  const form = location(authorize);
  const posted = await browser.post(`${form.pathname}/login`, { username, password });
  if (posted.statusCode !== 303) return { posted, answer: null };
  const resumed = await browser.get(location(posted).href);
  const answer = location(resumed);
  return { posted, answer: { url: answer, code: answer.searchParams.get('code') ?? '', state: answer.searchParams.get('state') ?? '', iss: answer.searchParams.get('iss') ?? '' } };
}

/** POST user/subscription/{partnerId} from the browser, with its cookies (session and the partner's transaction). */
function subscribe(browser: TestBrowser, partnerId: string, body: object, key: string = randomUUID()) {
  const cookie = [...browser.jar.values()]
    .filter((entry) => entry.path === '/' || '/api/user/subscription/'.startsWith(`${entry.path}/`) || entry.path === '/api/user/subscription')
    .map((entry) => `${entry.name}=${entry.value}`)
    .join('; ');
  return t.app.inject({ method: 'POST', url: `/api/user/subscription/${partnerId}`, headers: { ...APP_HEADERS, cookie, 'idempotency-key': key }, payload: body });
}

describe('GET partner/{partnerId}', () => {
  it('offers a first-time viewer the four fallback offers with a free trial, priced with their coupon', async () => {
    const response = await call(t.app, 'GET', '/api/partner/spotify');
    expect(response.statusCode, response.body).toBe(200);
    const partner = partnerSchema.parse(response.json());
    expect(partner).toMatchObject({ id: 'spotify', name: 'Snoutify', billingType: 'SNOUTIFY' });
    expect(partner.offers.map((offer) => offer.code)).toEqual([
      'PARTNER_ESSENTIAL_MONTHLY_TRIAL',
      'PARTNER_ESSENTIAL_ANNUAL_TRIAL',
      'PARTNER_PREMIUM_MONTHLY_TRIAL',
      'PARTNER_PREMIUM_ANNUAL_TRIAL',
    ]);
    const premium = partner.offers.find((offer) => offer.code === 'PARTNER_PREMIUM_MONTHLY_TRIAL')!;
    expect(premium).toMatchObject({ couponCode: 'PARTNER-MONTHLY', percentOff: 10, trialDays: 30, firstPriceInCents: 1349 });
  });

  it('offers a viewer who subscribed before the fallback offers without a trial', async () => {
    const { headers } = await newViewer();
    const bought = await call(t.app, 'POST', '/api/user/subscription/bacon', { ...headers, 'idempotency-key': randomUUID() }, {
      recurlyToken: tokens.card(),
      paymentMethod: 'Card',
      productCode: 'STAT_ESSENTIAL_MONTHLY',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const partner = partnerSchema.parse((await call(t.app, 'GET', '/api/partner/optimum', headers)).json());
    expect(partner.offers.every((offer) => offer.trialDays === 0)).toBe(true);
    expect(partner.offers).toHaveLength(4);
  });

  it('offers only the partner’s own offer when it brings one', async () => {
    const partner = partnerSchema.parse((await call(t.app, 'GET', '/api/partner/paramountplus')).json());
    expect(partner.offers.map((offer) => offer.code)).toEqual(['PJORK_PREMIUM_ANNUAL']);
  });

  it('refuses a partner that is not one of the four', async () => {
    expectError(await call(t.app, 'GET', '/api/partner/bacon'), 400, ERROR_CODES.requestInvalid);
  });
});

describe('GET partner/authentication-url/{partnerId}', () => {
  it('is for a signed-in viewer only', async () => {
    expectError(await call(t.app, 'GET', '/api/partner/authentication-url/spotify'), 401, ERROR_CODES.sessionLoggedOut);
  });

  it('sends the browser to the partner’s sign-in page under our name for it', async () => {
    const { browser } = await viewerBrowser();
    const opened = await browser.get('/api/partner/authentication-url/samsclub', APP_HEADERS);
    const url = new URL(partnerAuthenticationUrlSchema.parse(opened.json()).url);
    expect(url.searchParams.get('client_id')).toBe('partner-samsclub');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/continuePurchase`);
    expect(browser.cookie('stat_partner_tx')).toBeTruthy();
    const page = await browser.get(location(await browser.get(url.href)).href);
    expect(page.body).toContain(IDP_LABELS.signInTitle("Salami's Club").replace("'", '&#39;'));
  });
});

describe('POST user/subscription/{partnerId}', () => {
  it('subscribes billed by the partner: authorized, the billing type, the plan and the trial', async () => {
    const { browser, headers } = await viewerBrowser();
    const { answer } = await partnerAnswer(browser, 'spotify', 'listener');
    expect(answer?.url.pathname).toBe('/continuePurchase');
    const response = await subscribe(browser, 'spotify', { code: answer!.code, state: answer!.state, iss: answer!.iss, offerCode: 'PARTNER_PREMIUM_MONTHLY_TRIAL' });
    expect(response.statusCode, response.body).toBe(200);
    const subscribed = partnerSubscriptionSchema.parse(response.json());
    expect(subscribed).toMatchObject({ partnerName: 'Snoutify', planName: 'Premium', productCode: 'STAT_PREMIUM_MONTHLY' });
    expect(subscribed.trialEndsAt).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(subscribed.user).toMatchObject({ isAuthorized: true, bi: { currentBillingType: 'SNOUTIFY', subscriptionStatus: 'ACTIVE', trialStatus: 'IN_TRIAL' } });

    const details = subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json());
    expect(details).toMatchObject({ billingType: 'SNOUTIFY', plan: { productCode: 'STAT_PREMIUM_MONTHLY' } });
    // Nothing was charged here: the viewer has no account at our gateway.
    expect(details.transactions).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key from the first answer', async () => {
    const { browser } = await viewerBrowser();
    const { answer } = await partnerAnswer(browser, 'optimum', 'household');
    const key = randomUUID();
    const body = { code: answer!.code, state: answer!.state, iss: answer!.iss, offerCode: 'PARTNER_ESSENTIAL_ANNUAL_TRIAL' };
    const first = await subscribe(browser, 'optimum', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await subscribe(browser, 'optimum', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a membership that already pays for another account', async () => {
    const first = await viewerBrowser();
    const firstAnswer = (await partnerAnswer(first.browser, 'paramountplus', 'viewer')).answer!;
    expect((await subscribe(first.browser, 'paramountplus', { code: firstAnswer.code, state: firstAnswer.state, iss: firstAnswer.iss, offerCode: 'PJORK_PREMIUM_ANNUAL' })).statusCode).toBe(200);

    const second = await viewerBrowser();
    const answer = (await partnerAnswer(second.browser, 'paramountplus', 'viewer')).answer!;
    const response = await subscribe(second.browser, 'paramountplus', { code: answer.code, state: answer.state, iss: answer.iss, offerCode: 'PJORK_PREMIUM_ANNUAL' });
    expectError(response, 409, ERROR_CODES.partnerMembershipUsed);
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', second.headers)).json()).isAuthorized).toBe(false);
  });

  it('refuses an answer that does not check out: no open sign-in, a wrong state, a code used twice', async () => {
    const { browser } = await viewerBrowser();
    const { answer } = await partnerAnswer(browser, 'samsclub', 'member');
    const offerCode = 'PARTNER_ESSENTIAL_MONTHLY_TRIAL';
    expectError(await subscribe(browser, 'samsclub', { code: answer!.code, state: 'forged', offerCode }), 400, ERROR_CODES.partnerSignInFailed);
    // The transaction went with that attempt: the same code now finds no open sign-in.
    expectError(await subscribe(browser, 'samsclub', { code: answer!.code, state: answer!.state, offerCode }), 400, ERROR_CODES.partnerSignInFailed);
  });

  it('refuses an offer the viewer cannot take, before using the code', async () => {
    const { browser } = await viewerBrowser();
    const { answer } = await partnerAnswer(browser, 'spotify', 'listener');
    // A first-time viewer is offered the trial offers; PJORK's offer is another partner's.
    for (const offerCode of ['PARTNER_PREMIUM_MONTHLY', 'PJORK_PREMIUM_ANNUAL']) {
      expectError(await subscribe(browser, 'spotify', { code: answer!.code, state: answer!.state, offerCode }), 422, ERROR_CODES.partnerOfferNotFound);
    }
  });

  it('refuses a viewer who is already subscribed', async () => {
    const { browser, headers } = await viewerBrowser();
    const bought = await call(t.app, 'POST', '/api/user/subscription/bacon', { ...headers, 'idempotency-key': randomUUID() }, {
      recurlyToken: tokens.card(),
      paymentMethod: 'Card',
      productCode: 'STAT_ESSENTIAL_MONTHLY',
    });
    expect(bought.statusCode).toBe(200);
    const { answer } = await partnerAnswer(browser, 'spotify', 'listener');
    expectError(await subscribe(browser, 'spotify', { code: answer!.code, state: answer!.state, offerCode: 'PARTNER_PREMIUM_MONTHLY' }), 409, ERROR_CODES.alreadySubscribed);
  });

  it('keeps a wrong password at the partner on the partner’s page', async () => {
    const { browser } = await viewerBrowser();
    const { posted, answer } = await partnerAnswer(browser, 'spotify', 'listener', 'wrong-password');
    expect(answer).toBeNull();
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain(IDP_LABELS.wrongCredentials);
  });

  it('refuses bad input and a signed-out caller', async () => {
    const { browser } = await viewerBrowser();
    expectError(await subscribe(browser, 'spotify', { code: '', state: 's', offerCode: 'PARTNER_PREMIUM_MONTHLY' }), 400, ERROR_CODES.requestInvalid);
    expectError(await subscribe(browser, 'spotify', { code: 'c', state: 's', offerCode: 'not an offer' }), 400, ERROR_CODES.requestInvalid);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/user/subscription/spotify', headers: { ...APP_HEADERS, 'idempotency-key': randomUUID() }, payload: { code: 'c', state: 's', offerCode: 'PARTNER_PREMIUM_MONTHLY' } });
    expectError(signedOut, 401, ERROR_CODES.sessionLoggedOut);
  });
});
