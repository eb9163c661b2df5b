import type { Db } from '../../../db/database.ts';
import type { GatewayAccountRow, GatewayCouponRow, GatewayGiftCardRow, GatewayInvoiceRow } from '../../../db/gateway-schema.ts';
import type { GatewayTokenStore } from '../gateway-token.ts';
import { createGatewayAccountsRepository, type BillingInfoFields } from './accounts-repository.ts';
import type { AccountMiniSource } from './answers/account-answers.ts';
import { couponTerms } from './answers/catalog-answers.ts';
import { invoiceCollectionAnswer, type InvoiceView } from './answers/invoice-answers.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import { billingFieldsOf, chargeNow, declineDetails } from './charges.ts';
import { CURRENCY } from './money.ts';
import type { GiftCardRedeemBody, PurchaseBody } from './purchase-body.ts';
import {
  couponAppliesToCharges,
  couponExpired,
  creditSpending,
  giftCardCreditLine,
  invoiceTotals,
  priceOneTimeCharges,
  priceSubscription,
  type PricedLine,
  type PricedSubscription,
} from './purchase-pricing.ts';
import { createPurchasesRepository } from './purchases-repository.ts';
import type { RecordsRepository } from './records-repository.ts';
import { invalidField, notFound, RecurlyError } from './recurly-error.ts';

export interface PurchasesOptions {
  db: Db;
  tokens: GatewayTokenStore;
  now: () => Date;
  catalog: CatalogRepository;
  records: RecordsRepository;
}

/** Everything a purchase needs, read and checked before anything is written. */
interface ResolvedPurchase {
  body: PurchaseBody;
  /** The account named by the body, when it exists already. */
  account: GatewayAccountRow | null;
  subscriptions: PricedSubscription[];
  /** The one-time charges' lines (line_items), after the subscriptions' on the invoice. */
  charges: PricedLine[];
  coupon: GatewayCouponRow | null;
  giftCard: GatewayGiftCardRow | null;
  /** The account's open credit invoices (gift cards redeemed before), oldest first: spent before the card. */
  credits: GatewayInvoiceRow[];
}

function refused(param: string, message: string, sentence: string): RecurlyError {
  return new RecurlyError(422, 'validation', sentence, [{ param, message }]);
}

/**
 * POST /purchases and /purchases/preview: an account (new or known), subscriptions with add-ons
 * and one-time charges (at least one of either), a coupon, a gift card, paid by the account's
 * billing info or a new token.
 */
export function createPurchases({ db, tokens, now, catalog, records }: PurchasesOptions) {
  async function resolve(body: PurchaseBody): Promise<ResolvedPurchase> {
    const at = now();
    if (body.currency !== CURRENCY) throw invalidField('currency', 'is invalid');
    const accounts = createGatewayAccountsRepository(db, now);
    const { account: accountBody } = body;
    if (!accountBody.id && !accountBody.code) throw invalidField('account.code', "can't be blank");
    const account = await accounts.find(accountBody.id ? { by: 'id', value: accountBody.id } : { by: 'code', value: accountBody.code! });
    if (accountBody.id && !account) throw invalidField('account.id', 'is invalid');

    const [couponCode] = body.coupon_codes ?? [];
    const coupon = couponCode ? await catalog.findCoupon({ by: 'code', value: couponCode }) : null;
    if (couponCode && !coupon) throw refused('coupon_codes', 'is invalid', `Couldn't find Coupon with code = ${couponCode}`);
    if (coupon && couponExpired(couponTerms(coupon), at)) throw refused('coupon_codes', 'has expired', `Coupon ${coupon.code} has expired`);
    // Purchases price a first period only; a temporal coupon is redeemed on an account (coupon_redemptions).
    if (coupon?.temporalMonths) throw refused('coupon_codes', 'is invalid', `Coupon ${coupon.code} is redeemed on an account, not with a purchase`);

    const wantedSubscriptions = body.subscriptions ?? [];
    const lineItems = body.line_items ?? [];
    if (!wantedSubscriptions.length && !lineItems.length) throw invalidField('subscriptions', "can't be blank");
    lineItems.forEach((item, index) => {
      if (item.currency !== CURRENCY) throw invalidField(`line_items[${index}].currency`, 'is invalid');
    });
    const subscriptions = await Promise.all(
      wantedSubscriptions.map(async (wanted, index) => {
        const plan = await catalog.findPlan({ by: 'code', value: wanted.plan_code });
        if (!plan || plan.state !== 'active') throw invalidField(`subscriptions[${index}].plan_code`, 'is invalid');
        const addOnBodies = wanted.add_ons ?? [];
        const found = await catalog.addOnsByCode(plan.id, addOnBodies.map((addOn) => addOn.code));
        const addOns = addOnBodies.map((addOnBody, addOnIndex) => {
          const addOn = found.find((row) => row.code === addOnBody.code && row.state === 'active');
          const param = `subscriptions[${index}].add_ons[${addOnIndex}].code`;
          if (!addOn) throw invalidField(param, 'is invalid');
          if (addOnBodies.findIndex((other) => other.code === addOnBody.code) !== addOnIndex) throw invalidField(param, 'has already been taken');
          return { addOn, quantity: addOnBody.quantity ?? 1 };
        });
        return priceSubscription({ plan, addOns, trialEndsAt: wanted.trial_ends_at ?? undefined }, coupon ? couponTerms(coupon) : null, at);
      }),
    );
    const terms = coupon ? couponTerms(coupon) : null;
    const charges = priceOneTimeCharges(lineItems, terms, at);
    const offCharges = lineItems.length > 0 && couponAppliesToCharges(terms);
    if (coupon && !offCharges && !subscriptions.some((subscription) => subscription.couponRedeemed)) {
      const bought = [...wantedSubscriptions.map((subscription) => subscription.plan_code), ...(lineItems.length ? ['one-time charges'] : [])].join(', ');
      throw refused('coupon_codes', 'does not apply to the plans purchased', `Coupon ${coupon.code} does not apply to ${bought}`);
    }

    const giftCode = body.gift_card_redemption_code;
    const giftCard = giftCode ? await catalog.findGiftCard({ redemptionCode: giftCode }) : null;
    if (giftCode && !giftCard) throw refused('gift_card_redemption_code', 'is invalid', `Couldn't find Gift Card with redemption code = ${giftCode}`);
    if (giftCard?.redeemedAt) throw refused('gift_card_redemption_code', 'has already been redeemed', `Gift card ${giftCard.redemptionCode} has already been redeemed`);

    const credits = account ? await accounts.openCredits(account.id) : [];
    return { body, account, subscriptions, charges, coupon, giftCard, credits };
  }

  const accountFields = (body: PurchaseBody) => ({ email: body.account.email, firstName: body.account.first_name, lastName: body.account.last_name });
  const allLines = (resolved: ResolvedPurchase) => [...resolved.subscriptions.flatMap((subscription) => subscription.lines), ...resolved.charges];
  /** A credit invoice's unspent credit, in cents (its balance is negative). */
  const unspent = (credit: Pick<GatewayInvoiceRow, 'balanceCents'>) => -credit.balanceCents;
  const sum = (amounts: number[]) => amounts.reduce((total, amountCents) => total + amountCents, 0);

  /**
   * The account's payment method: a new token's (used up now), or the billing info it has; none
   * with manual collection and no token (the account's credit must then pay all that is due).
   */
  async function paymentMethod(resolved: ResolvedPurchase): Promise<{ fields: BillingInfoFields; isNew: boolean } | null> {
    const tokenId = resolved.body.account.billing_info?.token_id;
    if (!tokenId && resolved.body.collection_method === 'manual') return null;
    if (tokenId) {
      const token = await tokens.consume(tokenId);
      if (!token) throw new RecurlyError(422, 'invalid_token', 'Token is invalid or expired', [{ param: 'account.billing_info.token_id', message: 'is invalid or expired' }]);
      return { fields: billingFieldsOf(token), isNew: true };
    }
    const stored = resolved.account ? await createGatewayAccountsRepository(db, now).billingInfo(resolved.account.id) : null;
    if (!stored) throw invalidField('account.billing_info', "can't be blank");
    return { fields: stored, isNew: false };
  }

  /** A decline: the attempt is recorded (on the account, made if new), nothing else; the client gets Recurly's transaction error. */
  async function decline(resolved: ResolvedPurchase, method: BillingInfoFields): Promise<never> {
    const creditCents = sum(resolved.credits.map(unspent)) + (resolved.giftCard?.unitAmountCents ?? 0);
    const dueCents = invoiceTotals(allLines(resolved), creditCents).dueCents;
    const result = chargeNow(method.behaviour);
    const transaction = await db.transaction(async (tx) => {
      const account = await createGatewayAccountsRepository(tx, now).upsertLocked(resolved.account?.code ?? resolved.body.account.code!, accountFields(resolved.body));
      return createPurchasesRepository(tx, now).recordTransaction({
        accountId: account.id,
        invoiceId: null,
        subscriptionIds: [],
        type: dueCents > 0 ? 'purchase' : 'verify',
        amountCents: dueCents,
        method,
        result,
      });
    });
    throw new RecurlyError(422, 'transaction', result.customerMessage, [], declineDetails(transaction.id));
  }

  /**
   * The purchase's writes, in one transaction holding the account: its billing info, the gift
   * card's credit, the subscriptions, the charge invoice paid by credit first and the card for the
   * rest (or, when nothing is due, a verification of the card), and the transaction.
   */
  async function record(resolved: ResolvedPurchase, method: { fields: BillingInfoFields; isNew: boolean } | null) {
    return db.transaction(async (tx) => {
      const accounts = createGatewayAccountsRepository(tx, now);
      const purchases = createPurchasesRepository(tx, now);
      const account = await accounts.upsertLocked(resolved.account?.code ?? resolved.body.account.code!, accountFields(resolved.body));
      if (method?.isNew) await accounts.saveBillingInfo(account.id, method.fields);
      const credits: GatewayInvoiceRow[] = await accounts.openCredits(account.id);
      const giftCredit = resolved.giftCard ? await purchases.redeemGiftCard(resolved.giftCard.id, account.id, resolved.giftCard.unitAmountCents, resolved.giftCard.redemptionCode) : null;
      if (resolved.giftCard && !giftCredit) {
        throw refused('gift_card_redemption_code', 'has already been redeemed', `Gift card ${resolved.giftCard.redemptionCode} has already been redeemed`);
      }
      if (giftCredit) credits.push(giftCredit);
      const totals = invoiceTotals(allLines(resolved), sum(credits.map(unspent)));
      // Thrown inside the transaction, so the gift card's redemption above is undone with it.
      if (!method && totals.dueCents > 0) throw invalidField('collection_method', 'manual needs account credit for all that is due');
      const subscriptions = [];
      for (const [index, priced] of resolved.subscriptions.entries()) {
        const autoRenew = resolved.body.subscriptions?.[index]?.auto_renew ?? true;
        subscriptions.push({ id: await purchases.createSubscription(account.id, priced, resolved.coupon?.id ?? null, autoRenew), priced });
      }
      const lines = [
        ...subscriptions.flatMap(({ id, priced }) => priced.lines.map((line) => ({ subscriptionId: id as string | null, line }))),
        ...resolved.charges.map((line) => ({ subscriptionId: null, line })),
      ];
      const invoice = await purchases.createInvoice(account.id, { type: 'charge', origin: 'purchase' }, lines, totals);
      const spending = creditSpending(credits.map(unspent), totals.creditAppliedCents);
      for (const [index, credit] of credits.entries()) {
        if (spending[index]! > 0) await purchases.spendCredit(credit, invoice.id, spending[index]!);
      }
      const subscriptionIds = subscriptions.map((subscription) => subscription.id);
      // Paid by credit alone, with no payment method: nothing to charge or verify.
      if (!method) return { invoiceId: invoice.id, creditInvoiceIds: giftCredit ? [giftCredit.id] : [], verification: null };
      const transaction = await purchases.recordTransaction({
        accountId: account.id,
        invoiceId: totals.dueCents > 0 ? invoice.id : null,
        subscriptionIds,
        type: totals.dueCents > 0 ? 'purchase' : 'verify',
        amountCents: totals.dueCents,
        method: method.fields,
        result: chargeNow(method.fields.behaviour),
      });
      return { invoiceId: invoice.id, creditInvoiceIds: giftCredit ? [giftCredit.id] : [], verification: totals.dueCents > 0 ? null : transaction.id };
    });
  }

  /** The preview's invoices, computed as the purchase would write them; nothing is stored, nothing gets an id. */
  function previewInvoices(resolved: ResolvedPurchase): { charge: InvoiceView; credits: InvoiceView[] } {
    const at = now();
    const { body, giftCard } = resolved;
    const account: AccountMiniSource = resolved.account ?? {
      id: null,
      code: body.account.code!,
      email: body.account.email ?? null,
      firstName: body.account.first_name ?? null,
      lastName: body.account.last_name ?? null,
    };
    const accountId = resolved.account?.id ?? '';
    const unsaved = { id: null, uuid: null, accountId, currency: CURRENCY, createdAt: at, updatedAt: at };
    const giftInvoice = giftCard
      ? {
          ...unsaved,
          number: null,
          type: 'credit' as const,
          origin: 'gift_card',
          state: 'open' as const,
          subtotalCents: -giftCard.unitAmountCents,
          discountCents: 0,
          totalCents: -giftCard.unitAmountCents,
          paidCents: 0,
          // The credit left once this purchase has spent what it needs: lowered below.
          balanceCents: -giftCard.unitAmountCents,
          dueAt: at,
          closedAt: null,
        }
      : null;
    const credits = [...resolved.credits, ...(giftInvoice ? [giftInvoice] : [])];
    const totals = invoiceTotals(allLines(resolved), sum(credits.map(unspent)));
    const chargeMini = { id: null, number: null, type: 'charge' as const, state: 'pending' as const };
    const spending = creditSpending(credits.map(unspent), totals.creditAppliedCents);
    if (giftInvoice) giftInvoice.balanceCents += spending.at(-1)!;
    const creditPayments = credits.flatMap((credit, index) => {
      const originalInvoice = { id: credit.id, number: credit.number, type: credit.type, state: credit.state };
      const amountCents = spending[index]!;
      return amountCents > 0 ? [{ ...unsaved, originalInvoiceId: credit.id ?? '', appliedToInvoiceId: null, amountCents, originalInvoice, appliedToInvoice: chargeMini }] : [];
    });
    const charge: InvoiceView = {
      invoice: {
        ...unsaved,
        number: null,
        type: 'charge',
        origin: 'purchase',
        state: 'pending',
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        paidCents: totals.creditAppliedCents,
        balanceCents: totals.dueCents,
        dueAt: at,
        closedAt: null,
      },
      account,
      billingInfoId: null,
      lines: allLines(resolved).map((line, position) => ({
        ...line,
        id: null,
        uuid: null,
        invoiceId: null,
        position,
        accountId,
        subscriptionId: null,
        type: 'charge' as const,
        currency: CURRENCY,
        createdAt: at,
      })),
      creditPayments,
      transactions: [],
      couponRedemptions: resolved.subscriptions
        .filter((priced) => priced.couponSpent)
        .map((priced) => ({
          redemption: { id: null, state: 'active' as const, discountedCents: priced.lines.reduce((sum, line) => sum + line.discountCents, 0), createdAt: at },
          coupon: resolved.coupon!,
          now: at,
        })),
    };
    if (!giftInvoice || !giftCard) return { charge, credits: [] };
    const giftLine = {
      ...giftCardCreditLine(giftCard.redemptionCode, giftCard.unitAmountCents),
      id: null,
      uuid: null,
      invoiceId: null,
      position: 0,
      accountId,
      subscriptionId: null,
      planId: null,
      planCode: null,
      addOnId: null,
      addOnCode: null,
      currency: CURRENCY,
      startDate: at,
      endDate: null,
      createdAt: at,
    };
    const giftPayments = creditPayments.filter((payment) => payment.originalInvoice.id === null);
    return {
      charge,
      credits: [{ invoice: giftInvoice, account, billingInfoId: null, lines: [giftLine], creditPayments: giftPayments, transactions: [], couponRedemptions: [] }],
    };
  }

  return {
    /**
     * POST /gift_cards/{redemption_code}/redeem: the card's value becomes the recipient account's
     * credit (a credit invoice, origin gift_card), which later invoices spend before the card.
     */
    async redeemGiftCard(redemptionCode: string, body: GiftCardRedeemBody) {
      const card = await catalog.findGiftCard({ redemptionCode });
      if (!card) throw notFound('GiftCard', 'redemption_code', redemptionCode);
      if (card.redeemedAt) throw refused('redemption_code', 'has already been redeemed', `Gift card ${card.redemptionCode} has already been redeemed`);
      const recipient = body.recipient_account;
      if (!recipient.id && !recipient.code) throw invalidField('recipient_account', "can't be blank");
      const accounts = createGatewayAccountsRepository(db, now);
      const account = await accounts.find(recipient.id ? { by: 'id', value: recipient.id } : { by: 'code', value: recipient.code! });
      if (!account) throw invalidField(recipient.id ? 'recipient_account.id' : 'recipient_account.code', 'is invalid');
      const redeemed = await db.transaction(async (tx) => {
        const held = await createGatewayAccountsRepository(tx, now).upsertLocked(account.code, {});
        return createPurchasesRepository(tx, now).redeemGiftCard(card.id, held.id, card.unitAmountCents, card.redemptionCode);
      });
      if (!redeemed) throw refused('redemption_code', 'has already been redeemed', `Gift card ${card.redemptionCode} has already been redeemed`);
      return (await catalog.findGiftCard({ id: card.id }))!;
    },

    /** What the purchase would charge, with nothing stored and no token used up. */
    async preview(body: PurchaseBody) {
      const { charge, credits } = previewInvoices(await resolve(body));
      return invoiceCollectionAnswer(charge, credits, []);
    },

    /** The purchase: checked, charged (or declined), recorded; its invoice collection as stored. */
    async purchase(body: PurchaseBody) {
      const resolved = await resolve(body);
      const method = await paymentMethod(resolved);
      if (method && chargeNow(method.fields.behaviour).status === 'declined') return decline(resolved, method.fields);
      const written = await record(resolved, method);
      const [charge, ...credits] = await records.invoicesByIds([written.invoiceId, ...written.creditInvoiceIds]);
      const verifications = written.verification ? await records.transactionsByIds([written.verification]) : [];
      return invoiceCollectionAnswer(charge!, credits, verifications);
    },
  };
}
export type Purchases = ReturnType<typeof createPurchases>;

