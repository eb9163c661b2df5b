import type { GatewayCreditPaymentRow, GatewayInvoiceRow, GatewayLineItemRow, GatewayTransactionRow } from '../../../../db/gateway-schema.ts';
import { amount } from '../money.ts';
import { accountMiniAnswer, paymentMethodAnswer, type AccountMiniSource } from './account-answers.ts';
import { couponRedemptionMiniAnswer, type CouponRedemptionView } from './subscription-answers.ts';

/*
 * Invoices, their line items, credit payments and transactions in Recurly's JSON (api.yaml:
 * Invoice, InvoiceMini, LineItem, CreditPayment, Transaction, InvoiceCollection). A purchase
 * preview answers the same objects before anything is stored: their ids, uuids and numbers null.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A stored row, or the same row as a preview computes it (nothing stored: no id, uuid or number). */
type Unsaved<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [K in Keys]: Row[K] | null };

export type InvoiceMiniView = Pick<Unsaved<GatewayInvoiceRow, 'id' | 'number'>, 'id' | 'number' | 'type' | 'state'>;
/** productCode: a one-time charge's; lines computed for a plan or add-on may leave it out. */
export type LineItemView = Omit<Unsaved<GatewayLineItemRow, 'id' | 'uuid' | 'invoiceId'>, 'productCode'> & { productCode?: string | null };
/** Credit spent from one invoice (a credit invoice) on another (a charge invoice). */
export type CreditPaymentView = Unsaved<GatewayCreditPaymentRow, 'id' | 'uuid' | 'appliedToInvoiceId'> & {
  originalInvoice: InvoiceMiniView;
  appliedToInvoice: InvoiceMiniView;
};

/** A transaction with the invoice it paid (null: a verification, or a decline). */
export interface TransactionView {
  transaction: GatewayTransactionRow;
  invoice: InvoiceMiniView | null;
  /** The one-time charges it paid for, by their descriptions; null otherwise. */
  description?: string | null;
}

/** An invoice with what it is made of (its dunning bookkeeping is the renewals job's, not answered). */
export interface InvoiceView {
  invoice: Unsaved<Omit<GatewayInvoiceRow, 'subscriptionId' | 'collectionAttempts' | 'nextCollectionAt'>, 'id' | 'uuid' | 'number'>;
  account: AccountMiniSource;
  billingInfoId: string | null;
  lines: LineItemView[];
  creditPayments: CreditPaymentView[];
  transactions: TransactionView[];
  couponRedemptions: CouponRedemptionView[];
}

export function invoiceMiniAnswer(invoice: InvoiceMiniView) {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number === null ? null : String(invoice.number),
    business_entity_id: null,
    type: invoice.type,
    state: invoice.state,
  };
}

export function transactionAnswer({ transaction, invoice, description }: TransactionView, account: AccountMiniSource) {
  return {
    id: transaction.id,
    object: 'transaction',
    uuid: transaction.uuid,
    original_transaction_id: null,
    account: accountMiniAnswer(account),
    initiator: 'customer',
    invoice: invoice ? invoiceMiniAnswer(invoice) : null,
    merchant_reason_code: null,
    voided_by_invoice: null,
    subscription_ids: transaction.subscriptionIds,
    type: transaction.type,
    origin: transaction.origin,
    currency: transaction.currency,
    description: description ?? null,
    amount: amount(transaction.amountCents),
    status: transaction.status,
    success: transaction.success,
    backup_payment_method_used: false,
    refunded: false,
    collection_method: 'automatic',
    payment_method: paymentMethodAnswer(transaction),
    ip_address_v4: null,
    ip_address_country: null,
    status_code: transaction.statusCode,
    status_message: transaction.statusMessage,
    customer_message: transaction.customerMessage,
    customer_message_locale: 'en-US',
    payment_gateway: { id: 'embedded', object: 'payment_gateway', type: 'test', name: 'STAT embedded gateway' },
    gateway_message: transaction.statusMessage,
    gateway_reference: transaction.uuid,
    gateway_approval_code: transaction.success ? transaction.uuid.slice(0, 6) : null,
    gateway_response_code: transaction.statusCode,
    cvv_check: null,
    avs_check: null,
    created_at: transaction.createdAt.toISOString(),
    updated_at: (transaction.collectedAt ?? transaction.createdAt).toISOString(),
    voided_at: null,
    collected_at: iso(transaction.collectedAt),
  };
}

function lineItemAnswer(line: LineItemView, invoice: InvoiceView['invoice'], account: AccountMiniSource) {
  return {
    id: line.id,
    object: 'line_item',
    uuid: line.uuid,
    type: line.type,
    item_code: null,
    item_id: null,
    external_sku: null,
    revenue_schedule_type: null,
    state: 'invoiced',
    legacy_category: null,
    account: accountMiniAnswer(account),
    bill_for_account_id: account.id,
    subscription_id: line.subscriptionId,
    plan_id: line.planId,
    plan_code: line.planCode,
    add_on_id: line.addOnId,
    add_on_code: line.addOnCode,
    invoice_id: line.invoiceId,
    invoice_number: invoice.number === null ? null : String(invoice.number),
    previous_line_item_id: null,
    original_line_item_invoice_id: null,
    origin: line.origin,
    accounting_code: null,
    product_code: line.productCode ?? line.addOnCode ?? line.planCode,
    credit_reason_code: null,
    currency: line.currency,
    amount: amount(line.amountCents),
    description: line.description,
    quantity: line.quantity,
    unit_amount: amount(line.unitAmountCents),
    tax_inclusive: false,
    subtotal: amount(line.subtotalCents),
    discount: amount(line.discountCents),
    tax: 0,
    taxable: false,
    tax_exempt: false,
    proration_rate: null,
    refund: false,
    refunded_quantity: null,
    start_date: line.startDate.toISOString(),
    end_date: iso(line.endDate),
    custom_fields: [],
    created_at: line.createdAt.toISOString(),
    updated_at: line.createdAt.toISOString(),
  };
}

function creditPaymentAnswer(payment: CreditPaymentView, account: AccountMiniSource) {
  return {
    id: payment.id,
    object: 'credit_payment',
    uuid: payment.uuid,
    action: 'payment',
    account: accountMiniAnswer(account),
    applied_to_invoice: invoiceMiniAnswer(payment.appliedToInvoice),
    original_invoice: invoiceMiniAnswer(payment.originalInvoice),
    currency: payment.currency,
    amount: amount(payment.amountCents),
    original_credit_payment_id: null,
    refund_transaction: null,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    voided_at: null,
  };
}

/**
 * An invoice. total = subtotal − discount (no tax); paid: what payments and applied credit
 * covered; balance: what is still owed (a credit invoice: its unspent credit, negative).
 */
export function invoiceAnswer(view: InvoiceView) {
  const { invoice, account } = view;
  return {
    id: invoice.id,
    uuid: invoice.uuid,
    object: 'invoice',
    type: invoice.type,
    origin: invoice.origin,
    state: invoice.state,
    account: accountMiniAnswer(account),
    billing_info_id: view.billingInfoId,
    subscription_ids: [...new Set(view.lines.flatMap((line) => (line.subscriptionId ? [line.subscriptionId] : [])))],
    previous_invoice_id: null,
    number: invoice.number === null ? null : String(invoice.number),
    collection_method: 'automatic',
    po_number: null,
    net_terms: 0,
    net_terms_type: 'net',
    address: null,
    currency: invoice.currency,
    discount: amount(invoice.discountCents),
    coupon_redemptions: view.couponRedemptions.map(couponRedemptionMiniAnswer),
    subtotal: amount(invoice.subtotalCents),
    subtotal_after_discount: amount(invoice.subtotalCents - invoice.discountCents),
    tax: 0,
    total: amount(invoice.totalCents),
    refundable_amount: invoice.type === 'charge' ? amount(view.transactions.reduce((sum, { transaction }) => sum + (transaction.success ? transaction.amountCents : 0), 0)) : null,
    paid: amount(invoice.paidCents),
    balance: amount(invoice.balanceCents),
    tax_info: null,
    used_tax_service: false,
    vat_number: null,
    terms_and_conditions: null,
    customer_notes: null,
    line_items: view.lines.map((line) => lineItemAnswer(line, invoice, account)),
    has_more_line_items: false,
    transactions: view.transactions.map((transaction) => transactionAnswer(transaction, account)),
    credit_payments: view.creditPayments.map((payment) => creditPaymentAnswer(payment, account)),
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
    due_at: invoice.dueAt.toISOString(),
    closed_at: iso(invoice.closedAt),
    dunning_campaign_id: null,
  };
}

/** A purchase's answer: its charge invoice, the credit invoices it made, the verifications it ran (a trial's card check). */
export function invoiceCollectionAnswer(charge: InvoiceView, credits: InvoiceView[], verifications: TransactionView[]) {
  return {
    object: 'invoice_collection',
    charge_invoice: invoiceAnswer(charge),
    credit_invoices: credits.map(invoiceAnswer),
    verification_transactions: verifications.map((transaction) => transactionAnswer(transaction, charge.account)),
  };
}
