import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { ERROR_CODES } from '@stat/contracts';
import type { OidcClient } from './idp/oidc-client.ts';
import {
  createSignInTransactionsRepository,
  SIGN_IN_TRANSACTION_TTL_MS,
  type SignInTransaction,
  type SignInTransactionsRepository,
} from './sign-in-transactions-repository.ts';

const HANDLE_LOGIN_PATH = '/handleLogin';

/**
 * The return page, only when it is an address of the app itself (no open redirect). Its path must
 * stay on the app's origin when read on its own: the client navigates to the path, and
 * `https://app//evil.example/` has the path `//evil.example/`, another site.
 */
function sameOriginPage(returnPage: string | undefined, publicUrl: string): string | null {
  if (!returnPage) return null;
  try {
    const url = new URL(returnPage);
    const { origin } = new URL(publicUrl);
    const onOrigin = url.origin === origin && new URL(`${url.pathname}${url.search}${url.hash}`, origin).origin === origin;
    return onOrigin ? url.href : null;
  } catch {
    return null;
  }
}

/** Why a sign-in failed, for the log: names and codes only, never tokens, codes or secrets. */
export function failureReason(error: unknown) {
  if (!(error instanceof Error)) return { reason: 'unknown' };
  const details = error as Error & { code?: unknown; error?: unknown };
  return { reason: error.name, code: details.code, oauthError: details.error, message: error.message };
}

/**
 * Opens a code-flow transaction (PKCE, state, nonce), stored in the database: the token the
 * browser keeps (a cookie) and the issuer's authorization URL.
 */
export async function openAuthorization(
  transactions: SignInTransactionsRepository,
  oidc: OidcClient,
  redirectUri: string,
  context: Pick<SignInTransaction, 'msoId' | 'returnPage'>,
): Promise<{ token: string; url: URL }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const token = await transactions.create({ ...context, state, nonce, codeVerifier });
  const url = client.buildAuthorizationUrl(oidc.config, {
    redirect_uri: redirectUri,
    scope: oidc.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { token, url };
}

/** The issuer's answer (the redirect URI with its code and state) exchanged for the ID token's claims; throws when any check fails. */
export async function redeemAuthorization(oidc: OidcClient, transaction: SignInTransaction, answer: URL): Promise<client.IDToken> {
  const tokens = await client.authorizationCodeGrant(oidc.config, answer, {
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    pkceCodeVerifier: transaction.codeVerifier,
    idTokenExpected: true,
  });
  return tokens.claims()!;
}

export interface OidcSignInFlowOptions {
  publicUrl: string;
  /** The cookie that ties the issuer's answer to the browser that started the sign-in. */
  cookieName: string;
  /** Where the cookie is sent: the flow's own routes only. */
  cookiePath: string;
  /** The flow's callback route, registered at the issuer as the redirect URI. */
  callbackPath: string;
}

/**
 * An OpenID Connect sign-in as the app runs it for a TV provider or for the service's own
 * account provider: code flow with PKCE, state and nonce, the transaction in the database and
 * tied to the browser by a cookie. `start` sends the browser to the issuer; `finish` takes the
 * issuer's answer, lets the caller turn the ID token's claims into a user, rotates the session
 * and sends the browser to /handleLogin.
 */
export function createOidcSignInFlow(app: FastifyInstance, opts: OidcSignInFlowOptions) {
  const transactions = createSignInTransactionsRepository(app.database.db);
  const redirectUri = `${opts.publicUrl}${opts.callbackPath}`;

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: opts.cookiePath,
    secure: request.protocol === 'https',
  });

  const failed = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').redirect(`${HANDLE_LOGIN_PATH}?error=${encodeURIComponent(ERROR_CODES.signInFailed)}`, 303);

  return {
    failed,

    /** Opens a transaction and redirects to the issuer's authorization endpoint. */
    async start(request: FastifyRequest, reply: FastifyReply, oidc: OidcClient, msoId: number | null, returnPage: string | undefined) {
      const { token, url } = await openAuthorization(transactions, oidc, redirectUri, { msoId, returnPage: sameOriginPage(returnPage, opts.publicUrl) });
      return reply
        .setCookie(opts.cookieName, token, { ...cookieOptions(request), maxAge: SIGN_IN_TRANSACTION_TTL_MS / 1000 })
        .header('cache-control', 'no-store')
        .redirect(url.href, 302);
    },

    /**
     * The issuer's answer: the transaction is taken (a replayed cookie finds nothing), the code
     * exchanged, and `signIn(claims, msoId)` names the user; then a fresh session (session
     * fixation) and /handleLogin with the return page.
     */
    async finish(
      request: FastifyRequest,
      reply: FastifyReply,
      clientOf: (msoId: number | null) => Promise<OidcClient> | null,
      signIn: (claims: client.IDToken, msoId: number | null) => Promise<string>,
    ) {
      const token = request.cookies[opts.cookieName];
      reply.clearCookie(opts.cookieName, cookieOptions(request));
      const transaction = token ? await transactions.take(token) : null;
      if (!transaction) {
        request.log.info('sign-in refused: no open sign-in for this browser');
        return failed(reply);
      }
      const { msoId } = transaction;
      try {
        const oidc = await clientOf(msoId);
        if (!oidc) throw new Error('the issuer is no longer configured');
        const tveUserId = await signIn(await redeemAuthorization(oidc, transaction, new URL(request.url, opts.publicUrl)), msoId);
        await app.startSession(request, reply, tveUserId);
        request.log.info({ msoId, tveUserId }, 'signed in');
      } catch (error) {
        request.log.warn({ msoId, ...failureReason(error) }, 'sign-in failed');
        return failed(reply);
      }
      const target = transaction.returnPage ? `${HANDLE_LOGIN_PATH}?returnpage=${encodeURIComponent(transaction.returnPage)}` : HANDLE_LOGIN_PATH;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  };
}
