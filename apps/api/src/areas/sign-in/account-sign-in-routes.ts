import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponseSchema } from '@stat/contracts';
import { ACCOUNTS_CLIENT_ID, tveUserIdOfSubject } from './idp/idp-secrets.ts';
import type { ExternalIssuer } from '../../config.ts';
import { discoverClient, lazyClient } from './idp/oidc-client.ts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { createOidcSignInFlow, failureReason } from './oidc-sign-in-flow.ts';

/** The cookie that ties the account provider's answer to the browser that started the sign-in. */
export const ACCOUNT_SIGN_IN_COOKIE = 'stat_account_tx';

export interface AccountSignInOptions {
  publicUrl: string;
  /** A real OIDC provider (Okta or any other) in production; unset, the embedded one. */
  externalIssuer: ExternalIssuer | null;
}

const tvRefused = apiErrorResponseSchema.describe("A TV's bearer token: error.request.forbidden (browser only)");
const claimsSchema = z.object({ sub: z.string().min(1), email: z.string().optional(), email_verified: z.boolean().optional() });

/**
 * Direct-account sign-in (ott): the app as an OpenID Connect client of the service's own
 * account provider, the same flow as a TV provider's (oidc-sign-in-flow.ts). The embedded
 * provider names the account in `sub`; a real one is matched to the account by its verified
 * e-mail (docs/decisions.md, "Direct accounts").
 */
const accountSignInRoutes: FastifyPluginAsyncZod<AccountSignInOptions> = async (app, opts) => {
  const { publicUrl, externalIssuer } = opts;
  const secrets = createServerSecretsRepository(app.database.db);
  const accountClient = lazyClient(() =>
    discoverClient(app, { publicUrl, secrets }, externalIssuer ? { external: externalIssuer } : { embeddedClientId: ACCOUNTS_CLIENT_ID }),
  );
  const flow = createOidcSignInFlow(app, {
    publicUrl,
    cookieName: ACCOUNT_SIGN_IN_COOKIE,
    cookiePath: '/api/account',
    callbackPath: '/api/account/callback',
  });

  /** The account's user id, from the ID token's claims. */
  async function accountOf(idToken: unknown): Promise<string> {
    const claims = claimsSchema.parse(idToken);
    if (!externalIssuer) {
      const tveUserId = tveUserIdOfSubject(claims.sub);
      if (tveUserId && (await app.accountsRepository.findById(tveUserId))) return tveUserId;
    } else if (claims.email && claims.email_verified) {
      const account = await app.accountsRepository.findByEmail(claims.email);
      if (account) return account.tveUserId;
    }
    throw new Error('the ID token names no account of ours');
  }

  app.get(
    '/api/account/login',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['sign-in'],
        summary: "Starts a direct account's sign-in (ott): redirects to the account provider's sign-in page",
        querystring: z.object({ returnpage: z.string().max(2048).optional() }),
        response: {
          302: z.null().describe("Redirect to the account provider's authorization endpoint"),
          303: z.null().describe('Redirect to /handleLogin with error.tve.signInFailed (account provider unreachable)'),
          403: tvRefused,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      let oidc;
      try {
        oidc = await accountClient();
      } catch (error) {
        request.log.error(failureReason(error), 'account sign-in unavailable: discovery failed');
        return flow.failed(reply);
      }
      return flow.start(request, reply, oidc, null, request.query.returnpage);
    },
  );

  app.get(
    '/api/account/callback',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['sign-in'],
        summary: "The account provider's answer: signs the visitor in and redirects to /handleLogin",
        querystring: z.record(z.string(), z.unknown()),
        response: {
          303: z.null().describe('Redirect to /handleLogin (with the return page, or with error.tve.signInFailed)'),
          403: tvRefused,
          ...commonErrorResponses,
        },
      },
    },
    // A TV provider's transaction (its msoId) is no account sign-in: only ours are answered here.
    async (request, reply) => flow.finish(request, reply, (msoId) => (msoId === null ? accountClient() : null), accountOf),
  );
};
export default accountSignInRoutes;
