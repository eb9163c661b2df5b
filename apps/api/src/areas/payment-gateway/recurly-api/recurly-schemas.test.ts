import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { callGateway, createMemoryTokenStore, useTestGateway } from '../../../test/payment-gateway.ts';

/*
 * "The same answers", checked: every kind of answer the gateway gives, validated against the
 * component schemas of the OpenAPI document the recurly client ships (openapi/api.yaml), with
 * no property the schema does not name. Read with three allowances, each for the document's own
 * way of writing, not for the gateway:
 * - a property may be null: Recurly's answers carry null for what is unset, which the document
 *   never marks `nullable`;
 * - a pattern written as a Ruby literal (`/^[a-z0-9_+-]+$/`) is read as its regular expression,
 *   and a code's pattern without case: the operator's codes are in capitals (README, "Where it
 *   differs"), and the document writes the same code pattern with /i elsewhere;
 * - its number formats (float, decimal) are JSON numbers and strings as they are;
 * - an error's params name the field and say what is wrong with it (`{ param, message }`, as
 *   Recurly's validation errors do), where the document lists `param` only.
 */

const require = createRequire(import.meta.url);
const document = parse(readFileSync(require.resolve('recurly/openapi/api.yaml'), 'utf8')) as { components: { schemas: Record<string, unknown> } };

type Schema = Record<string, unknown>;

function readLiteralPattern(pattern: string): string {
  const literal = /^\/(.*)\/([a-z]*)$/.exec(pattern);
  if (!literal) return pattern;
  const [, body, flags] = literal;
  return flags!.includes('i') || body === '^[a-z0-9_+-]+$' ? body!.replaceAll('a-z', 'a-zA-Z') : body!;
}

const schemas = document.components.schemas as Record<string, Schema>;
const errorParams = ((schemas.Error as { properties: { params: { items: { properties: Schema } } } }).properties.params.items.properties);
errorParams.message = { type: 'string' };
const resolved = (member: Schema): Schema => (typeof member.$ref === 'string' ? schemas[member.$ref.split('/').pop()!]! : member);

/**
 * An `allOf` of objects (Plan is PlanMini's properties and its own) as one object with all their
 * properties, so it can be closed: closing each part would refuse the others' properties.
 */
function merged(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = (schema.allOf as Schema[]).map((part) => merged(resolved(part)));
  if (!parts.every((part) => part.properties)) return schema;
  const { allOf: _parts, ...rest } = schema;
  return {
    ...rest,
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: [...new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []))],
  };
}

/** The document's schemas, closed (no property they do not name) and read with the allowances above. */
function strictened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictened);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(merged(node as Schema)).map(([key, value]) => [key, key === 'properties' ? value : strictened(value)])) as Schema;
  if (typeof schema.pattern === 'string') schema.pattern = readLiteralPattern(schema.pattern);
  if (schema.properties && typeof schema.properties === 'object') {
    schema.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, unknown>).map(([name, property]) => [name, { anyOf: [strictened(property), { type: 'null' }] }]),
    );
    if (schema.additionalProperties === undefined) schema.additionalProperties = false;
  }
  return schema;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addFormat('float', true).addFormat('decimal', true).addFormat('binary', true);
ajv.addSchema({ $id: 'recurly', components: { schemas: strictened(schemas) } });

/** The problems of `answer` against the document's schema `name`; none when it conforms. */
function problems(name: string, answer: unknown): string[] {
  const validate = ajv.getSchema(`recurly#/components/schemas/${name}`);
  if (!validate) throw new Error(`api.yaml has no schema ${name}`);
  return validate(answer) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens });

describe("the gateway's answers against the recurly client's api.yaml", () => {
  it('refuses a property the schema does not name (the check can fail)', () => {
    expect(problems('AccountMini', { id: 'abc', object: 'account', code: 'x', plan_code: 'nope' })).not.toEqual([]);
    expect(problems('AccountMini', { id: 'abc', object: 'account', code: 'x', email: null })).toEqual([]);
  });

  it('every answer, from the catalogue to a purchase and its records, and every kind of error', async () => {
    const answers: [schema: string, method: string, path: string, body?: unknown, status?: number][] = [];
    const call = async <Answer = { id: string }>(schema: string, method: string, path: string, body?: unknown, status = 200): Promise<Answer> => {
      const answer = await callGateway(gw.gateway, method, path, { body });
      expect({ path, status: answer.status }).toEqual({ path, status });
      const json = answer.json as { error?: unknown };
      expect({ schema, path, problems: problems(schema, schema.startsWith('Error') ? json.error : json) }).toEqual({ schema, path, problems: [] });
      answers.push([schema, method, path, body, status]);
      return answer.json as Answer;
    };

    await call('PlanList', 'GET', '/plans?limit=2');
    const plan = await call('Plan', 'GET', '/plans/code-STAT_ESSENTIAL_MONTHLY');
    await call('Plan', 'GET', `/plans/${plan.id}`);
    await call('AddOnList', 'GET', '/plans/code-STAT_PREMIUM_ANNUAL/add_ons');
    await call('Coupon', 'GET', '/coupons/code-WELCOME50');
    await call('Coupon', 'GET', '/coupons/code-EXPIRED2024');
    await call('Coupon', 'GET', '/coupons/code-FIGHTNIGHT10');
    const cards = await call<{ data: { id: string; redemption_code: string }[] }>('GiftCardList', 'GET', '/gift_cards?limit=200');
    const giftCard = cards.data.find((card) => card.redemption_code === 'STAT-GIFT-0003')!;
    await call('GiftCard', 'GET', `/gift_cards/${giftCard.id}`);

    await call('Account', 'POST', '/accounts', { code: 'schema-viewer', email: 'schema@stat.test', first_name: 'Pat', last_name: 'Viewer' }, 201);
    await call('BillingInfo', 'PUT', '/accounts/code-schema-viewer/billing_info', { token_id: tokens.card() });
    await call('Account', 'GET', '/accounts/code-schema-viewer');
    await call('GiftCard', 'POST', '/gift_cards/STAT-GIFT-0004/redeem', { recipient_account: { code: 'schema-viewer' } }, 201);
    const purchase = {
      currency: 'USD',
      account: { code: 'schema-viewer' },
      subscriptions: [{ plan_code: 'STAT_ESSENTIAL_ANNUAL', add_ons: [{ code: 'NORTHSTAR_PLUS', quantity: 1 }] }],
      coupon_codes: ['ANNUAL20'],
      gift_card_redemption_code: 'STAT-GIFT-0003',
    };
    await call('InvoiceCollection', 'POST', '/purchases/preview', purchase);
    const bought = await call<{ charge_invoice: { number: string } }>('InvoiceCollection', 'POST', '/purchases', purchase, 201);
    await call('InvoiceCollection', 'POST', '/purchases', { currency: 'USD', account: { code: 'schema-viewer' }, subscriptions: [{ plan_code: 'STAT_PREMIUM_MONTHLY' }], coupon_codes: ['WELCOME50'] }, 201);
    // A one-time charge (the pay-per-view) with its fixed coupon, on the saved card.
    const fight = { currency: 'USD', account: { code: 'schema-viewer' }, line_items: [{ currency: 'USD', unit_amount: 79.99, quantity: 1, product_code: 'ppv-fight', description: 'The fight' }], coupon_codes: ['FIGHTNIGHT10'] };
    await call('InvoiceCollection', 'POST', '/purchases/preview', fight);
    await call('InvoiceCollection', 'POST', '/purchases', fight, 201);
    await call('GiftCard', 'GET', `/gift_cards/${giftCard.id}`);
    await call('AccountBalance', 'GET', '/accounts/code-schema-viewer/balance');
    const subscriptions = await call<{ data: { uuid: string }[] }>('SubscriptionList', 'GET', '/accounts/code-schema-viewer/subscriptions');
    await call('Subscription', 'GET', `/subscriptions/uuid-${subscriptions.data[0]!.uuid}`);
    await call('Coupon', 'GET', '/coupons/code-STAYWITHUS');
    await call('CouponRedemption', 'POST', '/accounts/code-schema-viewer/coupon_redemptions/active', { coupon_id: 'code-STAYWITHUS', subscription_id: `uuid-${subscriptions.data[0]!.uuid}` });
    await call('Subscription', 'PUT', `/subscriptions/uuid-${subscriptions.data[0]!.uuid}/cancel`, { timeframe: 'term_end' });
    await call('Subscription', 'PUT', `/subscriptions/uuid-${subscriptions.data[0]!.uuid}/reactivate`);
    const annual = (subscriptions.data as { uuid: string; plan?: { code: string } }[]).find((subscription) => subscription.plan?.code === 'STAT_ESSENTIAL_ANNUAL')!.uuid;
    await call('SubscriptionChange', 'POST', `/subscriptions/uuid-${annual}/change/preview`, { plan_code: 'STAT_PREMIUM_ANNUAL', timeframe: 'now' });
    await call('SubscriptionChange', 'POST', `/subscriptions/uuid-${annual}/change`, { plan_code: 'STAT_PREMIUM_ANNUAL', timeframe: 'now' }, 201);
    await call('SubscriptionChange', 'POST', `/subscriptions/uuid-${annual}/change`, { plan_code: 'STAT_ESSENTIAL_ANNUAL', add_ons: [], timeframe: 'term_end' }, 201);
    await call('SubscriptionChange', 'GET', `/subscriptions/uuid-${annual}/change`);
    await call('Subscription', 'GET', `/subscriptions/uuid-${annual}`);
    await call('Error', 'POST', `/subscriptions/uuid-${annual}/change`, { plan_code: 'STAT_GOLD' }, 422);
    await call('InvoiceList', 'GET', '/accounts/code-schema-viewer/invoices');
    await call('Invoice', 'GET', `/invoices/number-${bought.charge_invoice.number}`);
    await call('Invoice', 'POST', `/invoices/number-${bought.charge_invoice.number}/refund`, { type: 'amount', amount: 1 }, 201);
    await call('Invoice', 'POST', `/invoices/number-${bought.charge_invoice.number}/refund`, { type: 'percentage', percentage: 50 }, 201);
    await call('Error', 'POST', `/invoices/number-${bought.charge_invoice.number}/refund`, { type: 'amount', amount: 100000 }, 422);
    const transactions = await call<{ data: { id: string }[] }>('TransactionList', 'GET', '/accounts/code-schema-viewer/transactions');
    await call('Transaction', 'GET', `/transactions/${transactions.data[0]!.id}`);

    await call('Error', 'GET', '/accounts/code-nobody', undefined, 404);
    await call('Error', 'POST', '/purchases', { ...purchase, subscriptions: [{ plan_code: 'STAT_GOLD' }] }, 422);
    await call('ErrorMayHaveTransaction', 'PUT', '/accounts/code-schema-viewer/billing_info', { token_id: tokens.card('decline') }, 422);
    await call('Error', 'GET', '/plans?limit=500', undefined, 400);
    await call('Error', 'POST', '/gift_cards/STAT-GIFT-0004/redeem', { recipient_account: { code: 'schema-viewer' } }, 422);
    expect(answers).toHaveLength(44);
  });
});
