import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PAYPAL_LABELS, PAYMENT_FIELD_LABELS, PAYPAL_DEMO_BUYER } from '@stat/contracts';
import type { Database } from '../../../db/database.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { GATEWAY_BROWSER_PATHS as PATHS } from './browser-paths.ts';
import browserRoutes from './browser-routes.ts';
import { createTokensRepository, type TokensRepository } from './tokens-repository.ts';

const APP_ORIGIN = 'http://localhost:8080';
const KEY = 'ewr1-embedded-test-key';
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const VISA = '4111111111111111';

const card = (overrides: Record<string, unknown> = {}) => ({
  key: KEY,
  number: VISA,
  month: '12',
  year: NEXT_YEAR,
  cvv: '123',
  first_name: 'Ada',
  last_name: 'Lovelace',
  postal_code: '10001',
  ...overrides,
});

describe('the gateway browser routes', () => {
  let database: Database;
  let tokens: TokensRepository;
  let app: FastifyInstance;
  // Everything the gateway logs, at every level.
  const log: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    tokens = createTokensRepository(database.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    const logger: FastifyBaseLogger = pino({ level: 'trace' }, stream);
    app = Fastify({ loggerInstance: logger });
    await app.register(browserRoutes, { tokens, appOrigin: APP_ORIGIN, publicKey: KEY });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const postToken = (payload: unknown) => app.inject({ method: 'POST', url: PATHS.token, payload: payload as Record<string, unknown> });

  describe('the scripts', () => {
    it.each([PATHS.recurlyScript, PATHS.fieldScript, PATHS.paypalScript])('serves %s as JavaScript that parses', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(() => new Function(response.body)).not.toThrow();
    });

    it('lets only recurly.js be loaded by another origin (the app), and defines window.recurly in it', async () => {
      const script = await app.inject({ method: 'GET', url: PATHS.recurlyScript });
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(script.body).toContain("Object.defineProperty(window, 'recurly'");
      expect(script.body).toContain(PATHS.fieldPage);
      const field = await app.inject({ method: 'GET', url: PATHS.fieldScript });
      expect(field.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('serves the pages one stylesheet', async () => {
      const response = await app.inject({ method: 'GET', url: PATHS.stylesheet });
      expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(response.body).toContain('--field-color');
    });
  });

  describe('the field pages', () => {
    it.each([
      ['number', 'cc-number', PAYMENT_FIELD_LABELS.number],
      ['month', 'cc-exp-month', PAYMENT_FIELD_LABELS.month],
      ['year', 'cc-exp-year', PAYMENT_FIELD_LABELS.year],
      ['cvv', 'cc-csc', PAYMENT_FIELD_LABELS.cvv],
    ])('serves the %s field: one labelled numeric input, framable by the app only', async (type, autocomplete, label) => {
      const response = await app.inject({ method: 'GET', url: `${PATHS.fieldPage}?type=${type}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`frame-ancestors ${APP_ORIGIN}`);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'none'");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.body).toContain(`autocomplete="${autocomplete}"`);
      expect(response.body).toContain('inputmode="numeric"');
      expect(response.body).toContain(`aria-label="${label}"`);
      expect(response.body).toContain(`data-app-origin="${APP_ORIGIN}"`);
      expect(response.body).not.toMatch(/<script>|style="/);
    });

    it('has no page for another field', async () => {
      const response = await app.inject({ method: 'GET', url: `${PATHS.fieldPage}?type=pin` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: 'There is no such field.' } });
    });
  });

  describe('POST token', () => {
    it.each([
      [VISA, 'Visa', 'approve'],
      ['5555 5555 5555 4444', 'MasterCard', 'approve'],
      ['4000000000000002', 'Visa', 'decline'],
      ['4000 0000 0000 0341', 'Visa', 'decline_at_renewal'],
    ])('tokenises %s: a %s card that will %s, keeping only brand, first six, last four and expiry', async (number, cardType, behaviour) => {
      const response = await postToken(card({ number, year: NEXT_YEAR.slice(2) }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { id, type } = response.json<{ id: string; type: string }>();
      expect(type).toBe('credit_card');
      const digits = number.replace(/\s/g, '');
      expect(await tokens.consume(id)).toEqual({
        id,
        kind: 'card',
        cardType,
        firstSix: digits.slice(0, 6),
        lastFour: digits.slice(-4),
        expMonth: 12,
        expYear: Number(NEXT_YEAR),
        firstName: 'Ada',
        lastName: 'Lovelace',
        postalCode: '10001',
        behaviour,
      });
    });

    it('takes an American Express card with its 4-digit code', async () => {
      expect((await postToken(card({ number: '378282246310005', cvv: '1234' }))).statusCode).toBe(200);
    });

    it.each([
      ['a number failing Luhn', { number: '4111111111111112' }, ['number']],
      ['an unknown brand', { number: '1234567812345670' }, ['number']],
      ['a past expiry', { month: '01', year: '2020' }, ['month', 'year']],
      ['no such month', { month: '13' }, ['month', 'year']],
      ['a 3-digit code for American Express', { number: '378282246310005', cvv: '123' }, ['cvv']],
      ['a 4-digit code for Visa', { cvv: '1234' }, ['cvv']],
      ['no names', { first_name: ' ', last_name: undefined }, ['first_name', 'last_name']],
    ])('refuses %s, naming the fields', async (_case, overrides, fields) => {
      const response = await postToken(card(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { code: 'validation', message: 'There was an error validating your request.', fields } });
    });

    it('refuses a body without the card, and another key', async () => {
      const missing = await postToken({ key: KEY });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: { code: 'invalid-parameter', fields: ['number', 'month', 'year', 'cvv'] } });
      const wrongKey = await postToken(card({ key: 'someone-else' }));
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json()).toMatchObject({ error: { code: 'invalid-public-key' } });
    });

    it('refuses malformed JSON in its own error shape, without quoting it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PATHS.token,
        headers: { 'content-type': 'application/json' },
        payload: `{"number":"${VISA}","cvv":"987",`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid-request', message: 'There was an error with your request.' } });
      expect(response.body).not.toContain(VISA);
    });

    it('never logs a card number or security code, whatever was sent', async () => {
      await postToken(card({ cvv: '987' }));
      await postToken(card({ number: '4111 1111 1111 1112', cvv: '987' }));
      await app.inject({ method: 'POST', url: PATHS.token, headers: { 'content-type': 'application/json' }, payload: `{"number":"${VISA}","cvv":"987"` });
      const text = log.join('');
      expect(text).toContain('incoming request');
      expect(text).not.toMatch(/4111\s?1111\s?1111\s?111/);
      // Quoted or keyed: three digits alone turn up in any timestamp.
      expect(text).not.toMatch(/"987"|"cvv"\s*:/);
    });
  });

  describe('PayPal', () => {
    const start = (query: string) => app.inject({ method: 'GET', url: `${PATHS.paypalStart}?${query}` });

    it('shows the demo buyer with Agree and Continue and Cancel and return, in a window its opener keeps', async () => {
      const response = await start(`key=${KEY}&description=STAT&event=recurly-frame-abc123`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(PAYPAL_DEMO_BUYER);
      expect(response.body).toContain(GATEWAY_PAYPAL_LABELS.agree);
      expect(response.body).toContain(GATEWAY_PAYPAL_LABELS.cancel);
      expect(response.body).toContain('data-event="recurly-frame-abc123"');
      expect(response.body).toContain(GATEWAY_PAYPAL_LABELS.intro('STAT'));
      expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it.each([
      ['another key', 'key=nope&event=recurly-frame-abc'],
      ['an event that is not a frame name', `key=${KEY}&event=%3Cscript%3E`],
    ])('refuses a window opened with %s', async (_case, query) => {
      const response = await start(query);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(GATEWAY_PAYPAL_LABELS.invalid);
      expect(response.body).not.toContain(GATEWAY_PAYPAL_LABELS.agree);
    });

    it('answers Agree and Continue with a billing token for the demo buyer, used once', async () => {
      const response = await app.inject({ method: 'POST', url: PATHS.paypalApprove, payload: { key: KEY } });
      expect(response.statusCode).toBe(200);
      const { id, type } = response.json<{ id: string; type: string }>();
      expect(type).toBe('paypal');
      const token = await tokens.consume(id);
      expect(token).toMatchObject({ kind: 'paypal', email: PAYPAL_DEMO_BUYER, behaviour: 'approve' });
      expect(token?.kind === 'paypal' && token.billingAgreementId).toMatch(/^B-[0-9A-F]{16}$/);
      expect(await tokens.consume(id)).toBeNull();
      const wrongKey = await app.inject({ method: 'POST', url: PATHS.paypalApprove, payload: { key: 'nope' } });
      expect(wrongKey.statusCode).toBe(401);
    });
  });
});
