import { ACCOUNT_LABELS, BILLING_LABELS, MESSAGES, PAYMENT_FIELD_LABELS, GATEWAY_PAYPAL_LABELS } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { NEXT_YEAR, TEST_CARDS } from '../support/card-fields.ts';
import { applyCode, buyLabel, choosePlan, confirmWithPassword, gatewayCharges, payByCard } from '../support/subscribe.ts';
import { CREATED_PASSWORD, createDirectAccount, newEmail, submitAccountCredentials } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { accountButton, DEMO_PASSWORD } from '../support/sign-in.ts';
import { messagesTo } from '../support/outbox.ts';

/*
 * Subscribing on ott, through the UI only: the plan, the preview with a coupon or gift card, the
 * card typed into the gateway's own fields (or PayPal's stand-in), the password, the confirmation.
 * What was really charged is read from the gateway's own tables.
 */

const L = BILLING_LABELS;
const CARDS = TEST_CARDS;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

test.skip(({ variant }) => variant !== 'ott', 'subscribing is the ott variant');

test.describe('subscribing', () => {
  test('a new account subscribes to Premium monthly with WELCOME50 and a Visa: the trial and the discount, the password, then watching with no ads and a receipt', async ({ page, baseURL, variant }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/continuePurchase');
    await expectNoAxeViolations(page);
    await choosePlan(page, 'Premium');

    await applyCode(page, 'coupon', 'WELCOME50');
    const trialEnd = day.format(new Date(Date.now() + 7 * 24 * 3600 * 1000));
    await expect(page.getByText(L.words.trialToday(7))).toBeVisible();
    await expect(page.getByText(L.words.trialEnds(trialEnd))).toBeVisible();
    await expect(page.getByText(L.words.couponNext('$7.50', 'month'))).toBeVisible();
    await expect(page.getByText(L.words.nextThenPrice(trialEnd, '$7.49', '$14.99', 'month'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: L.review.toPayment }).click();

    await payByCard(page, CARDS.visa);
    await expectNoAxeViolations(page);
    await expect(page.getByRole('heading', { name: L.confirm.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmWithPassword(page, CREATED_PASSWORD);

    await expect(page.getByRole('heading', { name: L.done.heading })).toBeVisible();
    await expect(page.getByText('VISA X-1111 EXP 12/' + NEXT_YEAR)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => messagesTo(variant, email).length).toBe(1);
    expect(messagesTo(variant, email)[0]).toContain('Your STAT receipt: Premium');

    // Authorized now: a title plays with no pre-roll (Premium has no ads).
    await page.getByRole('button', { name: L.done.continue }).click();
    const startPlay = page.waitForResponse((response) => /\/api\/title\/startplay\//.test(response.url()));
    await page.goto('/play/20001');
    const answer = await (await startPlay).json();
    expect(answer.preroll ?? null).toBeNull();
  });

  test('lapsed@stat.test subscribes to Essential annual with PayPal after cancelling a first PayPal approval', async ({ page, db }) => {
    await page.goto('/welcome');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await submitAccountCredentials(page, 'lapsed@stat.test', DEMO_PASSWORD);
    await expect(accountButton(page)).toBeVisible();
    await page.goto('/continuePurchase');
    await choosePlan(page, 'Essential', 'Annual');
    // A returning subscriber: no trial, the whole year today.
    await expect(page.getByText(L.words.dueToday('$99.99'))).toBeVisible();
    await page.getByRole('button', { name: L.review.toPayment }).click();

    await page.getByRole('radio', { name: L.payment.methods.PayPal }).check();
    // PayPal needs the zip code (section 5).
    await page.getByLabel(L.payment.postalCode).fill('60614');
    const [cancelled] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }).click()]);
    await cancelled.getByRole('button', { name: GATEWAY_PAYPAL_LABELS.cancel }).click();
    await expect(page.getByText(L.payment.paypalCancelled)).toBeVisible();
    await expect(page.getByRole('heading', { name: L.payment.heading })).toBeVisible();
    expect(await gatewayCharges(db, 'lapsed@stat.test')).toEqual([]);

    const [approval] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }).click()]);
    await approval.getByRole('button', { name: GATEWAY_PAYPAL_LABELS.agree }).click();
    await confirmWithPassword(page, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: L.done.heading })).toBeVisible();
    await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
    expect(await gatewayCharges(db, 'lapsed@stat.test')).toEqual([{ type: 'purchase', amount_cents: 9999 }]);
  });

  test('the decline card shows the gateway’s message; a Mastercard then succeeds', async ({ page, baseURL, db }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/continuePurchase');
    await choosePlan(page, 'Essential');
    await page.getByRole('button', { name: L.review.toPayment }).click();
    await payByCard(page, CARDS.decline);
    await confirmWithPassword(page, CREATED_PASSWORD);

    // Back on the payment step with the gateway's words; nothing stored as a subscription.
    await expect(page.getByRole('heading', { name: L.payment.heading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: L.payment.declined })).toContainText('declined');
    await expectNoAxeViolations(page);
    expect((await gatewayCharges(db, email)).filter((charge) => charge.type === 'purchase')).toEqual([]);

    // Another card, typed whole into the fresh fields.
    await payByCard(page, CARDS.mastercard);
    await confirmWithPassword(page, CREATED_PASSWORD);
    await expect(page.getByRole('heading', { name: L.done.heading })).toBeVisible();
    await expect(page.getByText(`MASTERCARD X-4444 EXP 12/${NEXT_YEAR}`)).toBeVisible();
  });

  test('a gift card lowers what is due today; STAT-GIFT-USED shows the spec’s error', async ({ page, baseURL }) => {
    await createDirectAccount(page, baseURL!, newEmail());
    await page.goto('/continuePurchase');
    await choosePlan(page, 'Essential', 'Annual');
    await expect(page.getByText(L.words.dueToday('$99.99'))).toBeVisible();

    await applyCode(page, 'giftCard', 'STAT-GIFT-USED');
    await expect(page.getByText(MESSAGES.giftCardAlreadyRedeemed)).toBeVisible();

    await page.getByLabel(L.review.giftCard).fill('');
    await applyCode(page, 'giftCard', 'STAT-GIFT-0003');
    await expect(page.getByText(L.words.dueToday('$90.00'))).toBeVisible();
    await expect(page.getByText(L.words.giftCard('STAT-GIFT-0003', '$9.99'))).toBeVisible();
  });

  test('a double click on the final button charges once', async ({ page, baseURL, db }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/continuePurchase');
    await choosePlan(page, 'Essential', 'Annual');
    await page.getByRole('button', { name: L.review.toPayment }).click();
    await payByCard(page, CARDS.visa);
    await expect(page.getByRole('heading', { name: L.confirm.heading })).toBeVisible();
    await page.getByLabel(L.confirm.password, { exact: true }).fill(CREATED_PASSWORD);
    await page.getByRole('button', { name: await buyLabel(page) }).dblclick();
    await expect(page.getByRole('heading', { name: L.done.heading })).toBeVisible();
    expect((await gatewayCharges(db, email)).filter((charge) => charge.type === 'purchase')).toEqual([{ type: 'purchase', amount_cents: 9999 }]);
  });

  test('every step can be done by keyboard alone', async ({ page, baseURL }) => {
    await createDirectAccount(page, baseURL!, newEmail());
    await page.goto('/continuePurchase');
    await expect(page.getByRole('heading', { name: L.choose.heading, level: 2 })).toBeVisible();

    // Plan: the billing period and the plan are radio groups (arrow keys), then Continue.
    await tabTo(page, page.getByRole('radio', { name: 'Monthly' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await tabTo(page, page.getByRole('radio', { name: 'Premium', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Premium', exact: true })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: L.continue }));
    await page.keyboard.press('Enter');

    // Review: a gift card typed and applied with Enter.
    await expect(page.getByRole('heading', { name: L.review.heading })).toBeVisible();
    await tabTo(page, page.getByLabel(L.review.giftCard));
    await page.keyboard.type('STAT-GIFT-0004');
    await page.keyboard.press('Enter');
    await expect(page.getByText(L.words.giftCard('STAT-GIFT-0004', '$9.99'))).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: L.review.toPayment }));
    await page.keyboard.press('Enter');

    // Payment: the names, then the card across the gateway's frames, in order.
    await expect(page.getByRole('heading', { name: L.payment.heading })).toBeVisible();
    for (const [label, text] of [
      [L.payment.firstName, 'Robin'],
      [L.payment.lastName, 'Vale'],
      [L.payment.postalCode, '10001'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(text);
    }
    const field = (index: number, name: string) => page.frameLocator('iframe').nth(index).getByRole('textbox', { name });
    await tabTo(page, field(0, PAYMENT_FIELD_LABELS.number));
    await page.keyboard.type(CARDS.visa);
    for (const [index, [name, text]] of ([[PAYMENT_FIELD_LABELS.month, '12'], [PAYMENT_FIELD_LABELS.year, NEXT_YEAR], [PAYMENT_FIELD_LABELS.cvv, '123']] as const).entries()) {
      await page.keyboard.press('Tab');
      await expect(field(index + 1, name)).toBeFocused();
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByRole('button', { name: L.payment.submit }));
    await page.keyboard.press('Enter');

    // Confirm: the password, then Enter on the buy button.
    await expect(page.getByRole('heading', { name: L.confirm.heading })).toBeVisible();
    await tabTo(page, page.getByLabel(L.confirm.password, { exact: true }));
    await page.keyboard.type(CREATED_PASSWORD);
    await tabTo(page, page.getByRole('button', { name: await buyLabel(page) }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: L.done.heading })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: L.done.continue }));
  });

  test('a signed-out visitor starts with Premium on the front door, creates an account, and lands on the paywall with Premium chosen', async ({ page }) => {
    const A = ACCOUNT_LABELS;
    await page.goto('/welcome');
    await page.getByRole('button', { name: L.frontDoor.start('Premium') }).click();
    await expect(page.getByRole('heading', { name: A.createAccount.title, level: 1 })).toBeVisible();
    const form = page.getByRole('main');
    await form.getByLabel(A.createAccount.email).fill(newEmail());
    await form.getByLabel(A.createAccount.password, { exact: true }).fill(CREATED_PASSWORD);
    await form.getByLabel(A.createAccount.firstName).fill('Robin');
    await form.getByLabel(A.createAccount.lastName).fill('Vale');
    await form.getByLabel(A.createAccount.zipcode).fill('10001');
    await form.getByLabel(A.createAccount.birthDate).fill('1990-04-12');
    await form.getByRole('button', { name: A.createAccount.submit }).click();

    await expect(page.getByRole('heading', { name: L.choose.heading, level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/continuePurchase/);
    await expect(page.getByRole('radio', { name: 'Premium', exact: true })).toBeChecked();
  });
});
