import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorResponseSchema,
  DEVICE_FLOW,
  deviceAuthorizationRequestSchema,
  deviceAuthorizationSchema,
  deviceTokenRequestSchema,
  deviceTokenSchema,
  formatUserCode,
  oauthErrorSchema,
  type DeviceAuthorization,
  type DeviceTokenError,
  type OAuthError,
} from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { classifyError } from '../../plugins/error-handler.ts';

/** A form of a few short fields (RFC 8628 section 3.1, RFC 6749 section 4.1.3). */
const FORM_BODY_LIMIT = 4096;
const TOKEN_PATH = '/api/device/token';

function sendOAuthError(reply: FastifyReply, error: DeviceTokenError, description?: string): FastifyReply {
  const body: OAuthError = description ? { error, error_description: description } : { error };
  return reply.code(400).type('application/json; charset=utf-8').send(body);
}

/** Parameters must not repeat (RFC 6749 section 3.1): a repeated one makes the body malformed. */
function parseForm(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  const form = new URLSearchParams(body);
  const names = [...form.keys()];
  if (new Set(names).size !== names.length) return done(Object.assign(new Error('a parameter is repeated'), { statusCode: 400 }));
  done(null, Object.fromEntries(form));
}

/** The grant a malformed token request named, when it names one that is not ours. */
function foreignGrantType(request: FastifyRequest): boolean {
  const grantType = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
  return request.routeOptions.url === TOKEN_PATH && typeof grantType === 'string' && grantType !== DEVICE_FLOW.grantType;
}

/**
 * The TV's side of the device flow (RFC 8628), our own rather than oidc-provider's
 * (docs/decisions.md, "Device activation"): `device/code` gives a TV its codes, `device/token`
 * answers its polls and, once the viewer has approved, its bearer token, once. Machine clients
 * without cookies: form-encoded bodies, OAuth errors (RFC 6749 section 5.2), never the session.
 */
const deviceFlowRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  const authorizations = app.deviceAuthorizationsRepository;
  // This plugin's context only: form bodies (the JSON parser is gone, so JSON is refused) and
  // OAuth's error shape; a rate limit or a failure keeps the API's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, parseForm);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, apiError } = classifyError(error);
    if (status === 429 || status >= 500) {
      if (status >= 500) request.log.error({ err: error }, 'device flow failed');
      return sendApiError(reply, status, apiError);
    }
    if (foreignGrantType(request)) return sendOAuthError(reply, 'unsupported_grant_type');
    return sendOAuthError(reply, 'invalid_request', apiError.body);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const errors = {
    400: oauthErrorSchema.describe('RFC 6749 section 5.2: invalid_request for a malformed body (or not form-encoded)'),
    429: apiErrorResponseSchema.describe('Rate limit exceeded'),
    500: apiErrorResponseSchema.describe('Unexpected server failure'),
  };

  app.post(
    '/api/device/code',
    {
      config: { machineClient: true },
      schema: {
        tags: ['devices'],
        summary: "A TV asks for its codes (RFC 8628 device authorization request); client_id is the TV's platform",
        consumes: ['application/x-www-form-urlencoded'],
        body: deviceAuthorizationRequestSchema,
        response: { 200: deviceAuthorizationSchema, ...errors },
      },
    },
    async (request): Promise<DeviceAuthorization> => {
      const { deviceCode, userCode } = await authorizations.create(request.body.client_id);
      const shown = formatUserCode(userCode);
      const verificationUri = `${opts.publicUrl}/activate`;
      return {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${shown}`,
        expires_in: DEVICE_FLOW.expiresInSeconds,
        interval: DEVICE_FLOW.intervalSeconds,
      };
    },
  );

  app.post(
    TOKEN_PATH,
    {
      config: { machineClient: true },
      schema: {
        tags: ['devices'],
        summary: "A TV's poll (RFC 8628 device access token request): its bearer token once the viewer has approved",
        consumes: ['application/x-www-form-urlencoded'],
        body: deviceTokenRequestSchema,
        response: {
          200: deviceTokenSchema,
          ...errors,
          400: oauthErrorSchema.describe(
            'authorization_pending, slow_down (the interval grows by 5 s), expired_token, access_denied (activation refused), ' +
              'invalid_grant (unknown or already exchanged), invalid_client (another client_id), unsupported_grant_type, invalid_request',
          ),
        },
      },
    },
    async (request, reply) => {
      const { device_code: deviceCode, client_id: clientId } = request.body;
      const outcome = await authorizations.poll(deviceCode, clientId);
      if (outcome.error) return sendOAuthError(reply, outcome.error);
      const { token } = await app.sessionsRepository.createForDevice(outcome.tveUserId, outcome.deviceId);
      request.log.info({ deviceId: outcome.deviceId }, 'device token issued');
      return { access_token: token, token_type: 'Bearer' as const };
    },
  );
};
export default deviceFlowRoutes;
