import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  clearKeyLicenceSchema,
  clearKeyRequestSchema,
  ERROR_CODES,
  fairPlayLicenceRequestSchema,
  type ClearKeyLicence,
} from '@stat/contracts';
import type { LicensedContent } from './licence-token.ts';
import { contentRefusal, licensedKeys } from './licensed-keys.ts';
import { playingViewerOf } from './playing-viewer.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { Providers } from '../providers/load-providers.ts';
import { stateChangingErrorResponses } from '../../lib/error-responses.ts';

/** A licence request is a few hundred bytes (ClearKey) to a few kilobytes (a Widevine challenge, a FairPlay SPC). */
const LICENCE_BODY_LIMIT = 64 * 1024;

const tokenQuery = z.object({ token: z.string().min(1).max(1024) });
const refusals = {
  ...stateChangingErrorResponses,
  401: apiErrorResponseSchema.describe('Signed out, and the content is not free: error.playback.signInRequired'),
  403: apiErrorResponseSchema.describe(
    'Refused: a token not valid, expired or of another session (error.licence.*), keys of other content, or a viewer not allowed to play it (error.playback.*); or CSRF',
  ),
};

const TOKEN_REFUSALS = {
  [ERROR_CODES.licenceTokenInvalid]: API_MESSAGES.licenceTokenInvalid,
  [ERROR_CODES.licenceTokenExpired]: API_MESSAGES.licenceTokenExpired,
  [ERROR_CODES.licenceWrongSession]: API_MESSAGES.licenceWrongSession,
};
const sendTokenRefusal = (reply: FastifyReply, code: keyof typeof TOKEN_REFUSALS) => sendApiError(reply, 403, { code, body: TOKEN_REFUSALS[code] });

/** The token's content if the token is good for this session and the viewer may play it now; else the refusal is sent. */
async function licensedContent(app: FastifyInstance, providers: Providers, request: FastifyRequest, reply: FastifyReply, token: string): Promise<LicensedContent | null> {
  const check = app.playback.tokens.check(token, request.session?.id ?? null);
  if (!check.ok) {
    await sendTokenRefusal(reply, check.code);
    return null;
  }
  const refusal = await contentRefusal(app, await playingViewerOf(request), check.content, null);
  if (refusal) {
    await sendApiError(reply, refusal.status, refusal.error);
    return null;
  }
  return check.content;
}

/** Forwards a licence request to a production DRM system's licence server, and its answer back. */
async function forward(reply: FastifyReply, url: string, body: string | Buffer, contentType: string): Promise<FastifyReply> {
  const upstream = await fetch(url, { method: 'POST', body, headers: { 'content-type': contentType } }).catch(() => null);
  if (!upstream?.ok) return sendApiError(reply, 502, { code: ERROR_CODES.serverUncaught, body: API_MESSAGES.licenceUpstreamFailed });
  return reply.type(upstream.headers.get('content-type') ?? 'application/octet-stream').send(Buffer.from(await upstream.arrayBuffer()));
}

/**
 * The licence servers (the paths are ours: the spec does not show them). ClearKey (the
 * embedded default) releases keys itself; Widevine and FairPlay, when configured, are proxied
 * to their licence servers after the same checks, so entitlement is decided here for every
 * system. Every licence is personal: no-store.
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // CDMs post their messages as bytes, whatever the content type says (often none at all).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LICENCE_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/drm/clearkey/license',
    {
      bodyLimit: LICENCE_BODY_LIMIT,
      schema: {
        tags: ['playback'],
        summary: 'A ClearKey licence (W3C EME JSON): the keys asked for, if this session may play them',
        querystring: tokenQuery,
        response: { 200: clearKeyLicenceSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const parsed = clearKeyRequestSchema.safeParse(jsonOf(request.body));
      if (!parsed.success) return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.requestInvalid, exception: parsed.error.issues[0]?.message });
      const check = app.playback.tokens.check(request.query.token, request.session?.id ?? null);
      if (!check.ok) return sendTokenRefusal(reply, check.code);
      const kids = parsed.data.kids.map((kid) => Buffer.from(kid, 'base64url'));
      const outcome = await licensedKeys(app, await playingViewerOf(request), check.content, kids);
      if ('refusal' in outcome) return sendApiError(reply, outcome.refusal.status, outcome.refusal.error);
      return {
        keys: outcome.keys.map((key) => ({ kty: 'oct' as const, kid: key.kid.toString('base64url'), k: key.key.toString('base64url') })),
        type: parsed.data.type,
      } satisfies ClearKeyLicence;
    },
  );

  app.post(
    '/api/drm/widevine/license',
    {
      bodyLimit: LICENCE_BODY_LIMIT,
      schema: {
        tags: ['playback'],
        summary: 'A Widevine licence: the challenge forwarded to the configured licence server, if this session may play the content',
        querystring: tokenQuery,
        response: { ...refusals, 502: apiErrorResponseSchema.describe('The Widevine licence server failed') },
      },
    },
    async (request, reply) => {
      const url = app.playback.drm.widevineLicenseUrl;
      if (!url) return sendApiError(reply, 400, { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported });
      if (!(await licensedContent(app, app.providers, request, reply, request.query.token))) return reply;
      return forward(reply, url, bytesOf(request.body), 'application/octet-stream');
    },
  );

  app.post(
    '/api/drm/fairplay/license',
    {
      bodyLimit: LICENCE_BODY_LIMIT,
      schema: {
        tags: ['playback'],
        summary: 'A FairPlay licence: spc and assetId forwarded to the configured key server, if this session may play the content',
        querystring: tokenQuery,
        response: { ...refusals, 502: apiErrorResponseSchema.describe('The FairPlay key server failed') },
      },
    },
    async (request, reply) => {
      const url = app.playback.drm.fairPlayLicenseUrl;
      if (!url) return sendApiError(reply, 400, { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported });
      const form = fairPlayLicenceRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(bytesOf(request.body).toString('utf8'))));
      if (!form.success) return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.requestInvalid, exception: form.error.issues[0]?.message });
      if (!(await licensedContent(app, app.providers, request, reply, request.query.token))) return reply;
      return forward(reply, url, new URLSearchParams(form.data).toString(), 'application/x-www-form-urlencoded');
    },
  );

  let certificate: Promise<Buffer | null> | null = null;
  app.get(
    '/api/drm/fairplay/certificate',
    {
      schema: {
        tags: ['playback'],
        summary: 'The FairPlay application certificate (from configuration)',
        response: {
          200: z.any().describe('The certificate (DER bytes)'),
          400: apiErrorResponseSchema.describe('FairPlay is not configured here'), 502: apiErrorResponseSchema.describe('The certificate could not be fetched') },
      },
    },
    async (_request, reply) => {
      const url = app.playback.drm.fairPlayCertificateUrl;
      if (!url) return sendApiError(reply, 400, { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported });
      // Fetched once; a failed fetch is tried again on the next request.
      certificate ??= fetch(url).then(async (answer) => (answer.ok ? Buffer.from(await answer.arrayBuffer()) : null)).catch(() => null);
      const bytes = await certificate;
      if (!bytes) {
        certificate = null;
        return sendApiError(reply, 502, { code: ERROR_CODES.serverUncaught, body: API_MESSAGES.licenceUpstreamFailed });
      }
      return reply.header('cache-control', 'public, max-age=3600').type('application/octet-stream').send(bytes);
    },
  );
};
export default licenceRoutes;

const bytesOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
function jsonOf(body: unknown): unknown {
  try {
    return JSON.parse(bytesOf(body).toString('utf8'));
  } catch {
    return null;
  }
}
