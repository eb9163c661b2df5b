import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { createOidcClients } from './idp/oidc-client.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { createOidcSignInFlow, failureReason } from './oidc-sign-in-flow.ts';

/** The cookie that ties the provider's answer to the browser that started the sign-in. */
export const SIGN_IN_COOKIE = 'stat_tve_tx';

/** The ID token claims the app maps onto its user (docs/operations.md, "TV provider sign-in"). */
const claimsSchema = z.object({
  sub: z.string().min(1),
  account_type: z.enum(['primary', 'sub']).default('primary'),
  household_id: z.string().min(1).nullish(),
  entitled: z.boolean().default(true),
});

const tvRefused = apiErrorResponseSchema.describe("A TV's bearer token: error.request.forbidden (browser only)");

/**
 * TV-provider sign-in, the app as an OpenID Connect client (code flow with PKCE, state and
 * nonce). Both routes are browser navigations (the picker's authURL, the provider's redirect):
 * they carry no X-STAT headers, which is why they are GETs the CSRF guard lets through. The
 * callback's own defence is the transaction: its cookie, state, nonce and PKCE verifier must all
 * match the browser that started the sign-in. A TV's bearer token is refused (browserOnly): a
 * sign-in would replace its session and set cookies.
 */
const tveSignInRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  const { publicUrl } = opts;
  const clients = createOidcClients(app, { publicUrl, providers: app.providers, secrets: createServerSecretsRepository(app.database.db) });
  const flow = createOidcSignInFlow(app, { publicUrl, cookieName: SIGN_IN_COOKIE, cookiePath: '/api/tve', callbackPath: '/api/tve/callback' });

  app.get(
    '/api/tve/login/:msoId',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['sign-in'],
        summary: "Starts a TV-provider sign-in: redirects to the provider's sign-in page",
        params: z.object({ msoId: z.coerce.number().int().positive().max(999_999_999) }),
        querystring: z.object({ returnpage: z.string().max(2048).optional() }),
        response: {
          302: z.null().describe("Redirect to the provider's authorization endpoint"),
          303: z.null().describe('Redirect to /handleLogin with error.tve.signInFailed (provider unreachable)'),
          403: tvRefused,
          404: apiErrorResponseSchema.describe('No such provider: error.mso.notfound'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { msoId } = request.params;
      const found = clients.get(msoId);
      if (!found) return sendApiError(reply, 404, { code: ERROR_CODES.providerNotFound, body: API_MESSAGES.providerNotFound });
      let oidc;
      try {
        oidc = await found;
      } catch (error) {
        request.log.error({ msoId, ...failureReason(error) }, 'provider sign-in unavailable: discovery failed');
        return flow.failed(reply);
      }
      return flow.start(request, reply, oidc, msoId, request.query.returnpage);
    },
  );

  app.get(
    '/api/tve/callback',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['sign-in'],
        summary: "The provider's answer: signs the visitor in and redirects to /handleLogin",
        querystring: z.record(z.string(), z.unknown()),
        response: {
          303: z.null().describe('Redirect to /handleLogin (with the return page, or with error.tve.signInFailed)'),
          403: tvRefused,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) =>
      flow.finish(
        request,
        reply,
        (msoId) => (msoId === null ? null : clients.get(msoId)),
        async (idToken, msoId) => {
          const record = msoId === null ? undefined : app.providers.get(msoId);
          if (msoId === null || !record) throw new Error('the provider is no longer configured');
          const claims = claimsSchema.parse(idToken);
          const user = await app.usersRepository.upsertFromProvider({
            msoId,
            mso: record.data.mso,
            msoUserId: claims.sub,
            accountType: claims.account_type,
            householdId: claims.household_id ?? null,
            entitled: claims.entitled,
          });
          return user.tveUserId;
        },
      ),
  );
};
export default tveSignInRoutes;
