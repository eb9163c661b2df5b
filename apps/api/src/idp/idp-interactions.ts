import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { IDP_LABELS } from '@stat/contracts';
import type { SignInFailuresRepository } from '../repositories/sign-in-failures-repository.ts';
import type { TvSubscribersRepository } from '../repositories/tv-subscribers-repository.ts';
import type { Providers } from '../seed/load-providers.ts';
import { msoIdOfClient } from './idp-secrets.ts';
import { oidcErrors } from './oidc-provider-module.ts';
import { isSameOriginRequest } from '../plugins/csrf.ts';
import { adoptRawCookies, forwardAsIssuer, sendPage } from './idp-request.ts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';
import { renderMessagePage, renderSignInPage } from './sign-in-page.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords allowed per account and per client address in 15 minutes (docs/decisions.md). */
export const ACCOUNT_FAILURE_LIMIT = { max: 5, windowMs: WINDOW_MS };
export const ADDRESS_FAILURE_LIMIT = { max: 20, windowMs: WINDOW_MS };

export interface InteractionDeps {
  provider: Provider;
  providers: Providers;
  publicUrl: string;
  subscribers: TvSubscribersRepository;
  failures: SignInFailuresRepository;
}

const paramsSchema = z.object({ uid: z.string().min(1).max(100) });
const credentialsSchema = z.object({ username: z.string().max(100).optional(), password: z.string().max(200).optional() });

/** The sign-in pages of the embedded identity provider: the form, its answer and cancel. */
export default async function idpInteractions(app: FastifyInstance, deps: InteractionDeps) {
  const { provider, providers, publicUrl } = deps;
  // Only the form's encoding, and small: a username and a password.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const expiredPage = (reply: FastifyReply) =>
    sendPage(reply, 400, renderMessagePage({ title: IDP_LABELS.errorTitle, message: IDP_LABELS.expired, homeUrl: publicUrl }));

  /** The interaction this browser is in (its cookie), if it is the one the address names and asks for a login. */
  async function loginInteraction(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = paramsSchema.parse(request.params);
    forwardAsIssuer(request, publicUrl);
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const msoId = msoIdOfClient(String(details.params.client_id ?? ''));
      const record = msoId === null ? undefined : providers.get(msoId);
      if (details.uid !== uid || details.prompt.name !== 'login' || !record || msoId === null) return null;
      return { uid, msoId, pageProvider: { id: msoId, name: record.data.logInText } };
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return null;
      throw error;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    adoptRawCookies(reply);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  app.get('/idp/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    return sendPage(reply, 200, renderSignInPage({ provider: interaction.pageProvider, uid: interaction.uid }));
  });

  app.post('/idp/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    if (!isSameOriginRequest(request)) {
      return sendPage(reply, 403, renderMessagePage({ title: IDP_LABELS.errorTitle, message: IDP_LABELS.refused, homeUrl: publicUrl }));
    }
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    const parsed = credentialsSchema.safeParse(request.body ?? {});
    const username = (parsed.success ? (parsed.data.username ?? '') : '').trim();
    const password = parsed.success ? (parsed.data.password ?? '') : '';
    const page = (status: number, error: string) =>
      sendPage(reply, status, renderSignInPage({ provider: interaction.pageProvider, uid: interaction.uid, error, username }));
    if (!username || !password) return page(400, IDP_LABELS.missingCredentials);

    const accountKey = `account:${interaction.msoId}:${username.toLowerCase()}`;
    const addressKey = `address:${request.ip}`;
    const [accountBlocked, addressBlocked] = await Promise.all([
      deps.failures.isBlocked(accountKey, ACCOUNT_FAILURE_LIMIT),
      deps.failures.isBlocked(addressKey, ADDRESS_FAILURE_LIMIT),
    ]);
    // Past the limit the password is not even checked, so guessing further learns nothing.
    if (accountBlocked || addressBlocked) return page(429, IDP_LABELS.tooManyAttempts);

    const subscriber = await deps.subscribers.findByLogin(interaction.msoId, username);
    const matches = await verifyPassword(password, subscriber?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
    if (!subscriber || !matches) {
      await Promise.all([deps.failures.recordFailure(accountKey, WINDOW_MS), deps.failures.recordFailure(addressKey, WINDOW_MS)]);
      request.log.info({ msoId: interaction.msoId }, 'provider sign-in refused: wrong username or password');
      return page(401, IDP_LABELS.wrongCredentials);
    }
    await deps.failures.clear(accountKey);
    return finish(request, reply, { login: { accountId: subscriber.id } });
  });

  app.get('/idp/interaction/:uid/abort', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  });
}
