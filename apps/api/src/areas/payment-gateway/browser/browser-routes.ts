import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CARD_FIELDS, PAYPAL_DEMO_BUYER } from '@stat/contracts';
import { SECURITY_HEADERS, serializeContentSecurityPolicy } from '../../../plugins/security-headers.ts';
import { GATEWAY_BROWSER_PATHS as PATHS } from './browser-paths.ts';
import { loadBrowserScripts } from './browser-scripts.ts';
import { cardRules } from './card-rules.js';
import { renderFieldPage, renderPayPalPage, renderPayPalRefusal } from './gateway-pages.ts';
import { GATEWAY_STYLESHEET } from './gateway-stylesheet.ts';
import { cardBehaviour, RECURLY_CARD_TYPES } from './test-cards.ts';
import type { TokensRepository } from './tokens-repository.ts';

export interface BrowserRoutesOptions {
  /** Where the gateway's tokens are kept (browser/tokens-repository.ts). */
  tokens: Pick<TokensRepository, 'create'>;
  /** The web app's origin (PUBLIC_URL's): the only page that may frame the fields and hear from them and the PayPal window. */
  appOrigin: string;
  /** The key the app configures recurly.js with (the embedded gateway's Payments.browser.publicKey). */
  publicKey: string;
}

const rules = cardRules();

/** What the number field's frame posts: the card, the key, and the names and postal code the app passed to recurly.token. */
const tokenRequestSchema = z.object({
  key: z.string().max(200),
  number: z.string().max(32),
  month: z.string().max(4),
  year: z.string().max(4),
  cvv: z.string().max(4),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  postal_code: z.string().trim().max(20).optional(),
});
const approveRequestSchema = z.object({ key: z.string().max(200) });
const fieldPageQuerySchema = z.object({ type: z.enum(CARD_FIELDS) });
const paypalStartQuerySchema = z.object({
  key: z.string().max(200),
  description: z.string().max(100).default(''),
  event: z.string().regex(/^recurly-frame-[A-Za-z0-9_-]{1,64}$/),
});

/** Recurly's error answer: { error: { code, message, fields } }. */
function sendRecurlyError(reply: FastifyReply, status: number, code: string, message: string, fields?: string[]) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** What is wrong with a card, field by field (Recurly's field names); empty when nothing is. */
function invalidCardFields(card: z.infer<typeof tokenRequestSchema>, now: Date): string[] {
  const number = rules.digitsOf(card.number);
  const fields: string[] = [];
  if (!rules.numberValid(number)) fields.push('number');
  if (!rules.expiryValid(card.month, card.year, now)) fields.push('month', 'year');
  if (!rules.cvvValid(card.cvv, rules.brandOf(number))) fields.push('cvv');
  if (!card.first_name) fields.push('first_name');
  if (!card.last_name) fields.push('last_name');
  return fields;
}

/**
 * The gateway's browser side (its README): recurly.js, the card field pages framed by the app,
 * the token call made from inside them, and the PayPal approval window.
 *
 * Encapsulated, with its own JSON parser and error answers: V8's JSON.parse errors quote the
 * text they choke on, so a malformed token body would put card digits into the error, and
 * Fastify's default handler logs a 4xx's error. Here a bad body is refused without its text,
 * nothing of a body is logged, and every answer is in Recurly's error shape.
 */
const browserRoutes: FastifyPluginAsync<BrowserRoutesOptions> = async (app, opts) => {
  const { tokens, appOrigin, publicKey } = opts;
  const scripts = await loadBrowserScripts();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler(async (error: { statusCode?: number; code?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // The error's code and the route, never its message or the body.
    request.log.warn({ code: error.code, status, url: request.routeOptions.url }, 'gateway browser request refused');
    return sendRecurlyError(reply, status, status === 500 ? 'api-error' : 'invalid-request', 'There was an error with your request.');
  });

  // Every answer: the server's strict headers, with a policy of the gateway's own (scripts,
  // styles and calls to itself only, framed by no one). The field pages loosen frame-ancestors
  // to the app alone; the PayPal window lets its opener keep it.
  const ownPolicy = (frameAncestors: string) =>
    serializeContentSecurityPolicy({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': [frameAncestors],
    });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': ownPolicy("'none'") });
  });

  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(body);

  app.get(PATHS.recurlyScript, async (_request, reply) =>
    // Loaded by the app's page from another origin: the one file here another origin may embed.
    text(reply.header('cross-origin-resource-policy', 'cross-origin'), 'text/javascript', scripts.recurly),
  );
  app.get(PATHS.fieldScript, async (_request, reply) => text(reply, 'text/javascript', scripts.field));
  app.get(PATHS.paypalScript, async (_request, reply) => text(reply, 'text/javascript', scripts.paypal));
  app.get(PATHS.stylesheet, async (_request, reply) => text(reply, 'text/css', GATEWAY_STYLESHEET));

  app.get(PATHS.fieldPage, async (request, reply) => {
    const query = fieldPageQuerySchema.safeParse(request.query);
    if (!query.success) return sendRecurlyError(reply, 404, 'not-found', 'There is no such field.');
    // X-Frame-Options cannot name one origin; frame-ancestors can, and browsers obey it over XFO.
    reply.removeHeader('x-frame-options');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ownPolicy(appOrigin))
      .send(renderFieldPage(query.data.type, appOrigin));
  });

  app.post(PATHS.token, async (request, reply) => {
    const body = tokenRequestSchema.safeParse(request.body);
    if (!body.success) {
      const fields = [...new Set(body.error.issues.map((issue) => String(issue.path[0] ?? 'body')))];
      return sendRecurlyError(reply, 400, 'invalid-parameter', 'The request is missing or has invalid parameters.', fields);
    }
    const card = body.data;
    if (card.key !== publicKey) return sendRecurlyError(reply, 401, 'invalid-public-key', 'The public key is not valid.', ['key']);
    const invalid = invalidCardFields(card, new Date());
    if (invalid.length > 0) return sendRecurlyError(reply, 422, 'validation', 'There was an error validating your request.', invalid);
    const number = rules.digitsOf(card.number);
    // A valid number is always of a known brand.
    const brand = rules.brandOf(number) as keyof typeof RECURLY_CARD_TYPES;
    const token = await tokens.create({
      kind: 'card',
      cardType: RECURLY_CARD_TYPES[brand],
      firstSix: number.slice(0, 6),
      lastFour: number.slice(-4),
      expMonth: Number(card.month),
      expYear: rules.fullYear(card.year),
      firstName: card.first_name ?? null,
      lastName: card.last_name ?? null,
      postalCode: card.postal_code || null,
      behaviour: cardBehaviour(number),
    });
    return reply.header('cache-control', 'no-store').send({ id: token.id, type: 'credit_card' });
  });

  app.get(PATHS.paypalStart, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const query = paypalStartQuerySchema.safeParse(request.query);
    if (!query.success || query.data.key !== publicKey) return reply.code(400).send(renderPayPalRefusal());
    // A popup the app opened from another origin: any opener policy but unsafe-none would cut
    // it off from the app, which could then neither hear the answer nor close it.
    return reply
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(renderPayPalPage({ appOrigin, key: query.data.key, event: query.data.event, merchant: query.data.description || 'STAT' }));
  });

  app.post(PATHS.paypalApprove, async (request, reply) => {
    const body = approveRequestSchema.safeParse(request.body);
    if (!body.success) return sendRecurlyError(reply, 400, 'invalid-parameter', 'The request is missing or has invalid parameters.', ['key']);
    if (body.data.key !== publicKey) return sendRecurlyError(reply, 401, 'invalid-public-key', 'The public key is not valid.', ['key']);
    const token = await tokens.create({
      kind: 'paypal',
      email: PAYPAL_DEMO_BUYER,
      billingAgreementId: `B-${randomBytes(8).toString('hex').toUpperCase()}`,
      firstName: null,
      lastName: null,
      postalCode: null,
      behaviour: 'approve',
    });
    return reply.header('cache-control', 'no-store').send({ id: token.id, type: 'paypal' });
  });
};
export default browserRoutes;
