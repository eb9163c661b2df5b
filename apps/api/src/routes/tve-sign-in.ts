import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { createOidcClients } from '../idp/oidc-client.ts';
import { sendApiError } from '../plugins/api-error.ts';
import { createServerSecretsRepository } from '../repositories/server-secrets-repository.ts';
import { createSignInTransactionsRepository, SIGN_IN_TRANSACTION_TTL_MS } from '../repositories/sign-in-transactions-repository.ts';
import type { Providers } from '../seed/load-providers.ts';
import { commonErrorResponses } from './error-responses.ts';

/** The cookie that ties the provider's answer to the browser that started the sign-in. */
export const SIGN_IN_COOKIE = 'stat_tve_tx';
const COOKIE_PATH = '/api/tve';
const HANDLE_LOGIN_PATH = '/handleLogin';

/** The ID token claims the app maps onto its user (docs/operations.md, "TV provider sign-in"). */
const claimsSchema = z.object({
  sub: z.string().min(1),
  account_type: z.enum(['primary', 'sub']).default('primary'),
  household_id: z.string().min(1).nullish(),
  entitled: z.boolean().default(true),
});

const tvRefused = apiErrorResponseSchema.describe("A TV's bearer token: error.request.forbidden (browser only)");

/** The return page, only when it is an address of the app itself (no open redirect). */
function sameOriginPage(returnPage: string | undefined, publicUrl: string): string | null {
  if (!returnPage) return null;
  try {
    const url = new URL(returnPage);
    return url.origin === new URL(publicUrl).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Why a sign-in failed, for the log: names and codes only, never tokens, codes or secrets. */
function failureReason(error: unknown) {
  if (!(error instanceof Error)) return { reason: 'unknown' };
  const details = error as Error & { code?: unknown; error?: unknown };
  return { reason: error.name, code: details.code, oauthError: details.error, message: error.message };
}

/**
 * TV-provider sign-in, the app as an OpenID Connect client (code flow with PKCE, state and
 * nonce). Both routes are browser navigations (the picker's authURL, the provider's redirect):
 * they carry no X-STAT headers, which is why they are GETs the CSRF guard lets through. The
 * callback's own defence is the transaction: its cookie, state, nonce and PKCE verifier must all
 * match the browser that started the sign-in. A TV's bearer token is refused (browserOnly): a
 * sign-in would replace its session and set cookies.
 */
const tveSignInRoutes: FastifyPluginAsyncZod<{ publicUrl: string; providers: Providers }> = async (app, opts) => {
  const { publicUrl } = opts;
  const transactions = createSignInTransactionsRepository(app.database.db);
  const clients = createOidcClients(app, { publicUrl, providers: opts.providers, secrets: createServerSecretsRepository(app.database.db) });

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  });

  const failed = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').redirect(`${HANDLE_LOGIN_PATH}?error=${encodeURIComponent(ERROR_CODES.signInFailed)}`, 303);

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
        return failed(reply);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const token = await transactions.create({
        msoId,
        state,
        nonce,
        codeVerifier,
        returnPage: sameOriginPage(request.query.returnpage, publicUrl),
      });
      const authorizationUrl = client.buildAuthorizationUrl(oidc.config, {
        redirect_uri: `${publicUrl}/api/tve/callback`,
        scope: oidc.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply
        .setCookie(SIGN_IN_COOKIE, token, { ...cookieOptions(request), maxAge: SIGN_IN_TRANSACTION_TTL_MS / 1000 })
        .header('cache-control', 'no-store')
        .redirect(authorizationUrl.href, 302);
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
    async (request, reply) => {
      const token = request.cookies[SIGN_IN_COOKIE];
      reply.clearCookie(SIGN_IN_COOKIE, cookieOptions(request));
      // Taken (deleted) before anything else: a replayed cookie finds nothing.
      const transaction = token ? await transactions.take(token) : null;
      if (!transaction) {
        request.log.info('provider sign-in refused: no open sign-in for this browser');
        return failed(reply);
      }
      const { msoId } = transaction;
      const record = opts.providers.get(msoId);
      try {
        const oidc = await clients.get(msoId);
        if (!oidc || !record) throw new Error('the provider is no longer configured');
        const tokens = await client.authorizationCodeGrant(oidc.config, new URL(request.url, publicUrl), {
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          pkceCodeVerifier: transaction.codeVerifier,
          idTokenExpected: true,
        });
        const claims = claimsSchema.parse(tokens.claims());
        const user = await app.usersRepository.upsertFromProvider({
          msoId,
          mso: record.data.mso,
          msoUserId: claims.sub,
          accountType: claims.account_type,
          householdId: claims.household_id ?? null,
          entitled: claims.entitled,
        });
        // A fresh session token at sign-in (session fixation); the old one stops working.
        await app.startSession(request, reply, user.tveUserId);
        request.log.info({ msoId, tveUserId: user.tveUserId }, 'provider sign-in');
      } catch (error) {
        request.log.warn({ msoId, ...failureReason(error) }, 'provider sign-in failed');
        return failed(reply);
      }
      const target = transaction.returnPage
        ? `${HANDLE_LOGIN_PATH}?returnpage=${encodeURIComponent(transaction.returnPage)}`
        : HANDLE_LOGIN_PATH;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
};
export default tveSignInRoutes;
