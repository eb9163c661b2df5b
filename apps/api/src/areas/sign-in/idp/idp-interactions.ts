import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { ACCOUNT_LABELS, ACCOUNT_LIMITS, IDP_LABELS, normalizeEmail } from '@stat/contracts';
import type { AccountsRepository } from '../accounts-repository.ts';
import type { SignInFailuresRepository } from '../sign-in-failures-repository.ts';
import type { TvSubscribersRepository } from '../tv-subscribers-repository.ts';
import type { Providers } from '../../providers/load-providers.ts';
import { ACCOUNTS_CLIENT_ID, accountSubject, msoIdOfClient } from './idp-secrets.ts';
import { partnerIdOfClient, partnerSubject, type PartnerParty } from './partner-parties.ts';
import { oidcErrors } from './oidc-provider-module.ts';
import { isSameOriginRequest } from '../../../plugins/csrf.ts';
import { adoptRawCookies, forwardAsIssuer, sendPage } from './idp-request.ts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';
import { renderMessagePage } from '../../../lib/html-page.ts';
import { renderAccountSignInPage, renderSignInPage } from './sign-in-page.ts';

/** Wrong passwords allowed per account from one address, and per address (docs/decisions.md): the same for TV subscribers and direct accounts. */
const { passwordPerAccount: ACCOUNT_FAILURE_LIMIT, passwordPerAddress: ADDRESS_FAILURE_LIMIT } = ACCOUNT_LIMITS;

export interface InteractionDeps {
  provider: Provider;
  providers: Providers;
  publicUrl: string;
  subscribers: TvSubscribersRepository;
  accounts: AccountsRepository;
  failures: SignInFailuresRepository;
  partners: readonly PartnerParty[];
}

const paramsSchema = z.object({ uid: z.string().min(1).max(100) });
const credentialsSchema = z.object({
  username: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
});

/** Whose sign-in page an interaction shows: a TV provider's, the service's own accounts' (ott), or a billing partner's. */
type LoginInteraction = { uid: string } & (
  | { kind: 'provider'; msoId: number; pageProvider: { id: number; name: string } }
  | { kind: 'account' }
  | { kind: 'partner'; party: PartnerParty }
);

/** Whose wrong passwords a login counts toward: each kind of login, and each provider's or partner's, apart. */
function failureScope(interaction: LoginInteraction, login: string): string {
  if (interaction.kind === 'account') return `direct:${login}`;
  if (interaction.kind === 'partner') return `partner:${interaction.party.id}:${login.toLowerCase()}`;
  return `account:${interaction.msoId}:${login.toLowerCase()}`;
}

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
  async function loginInteraction(request: FastifyRequest, reply: FastifyReply): Promise<LoginInteraction | null> {
    const { uid } = paramsSchema.parse(request.params);
    forwardAsIssuer(request, publicUrl);
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid || details.prompt.name !== 'login') return null;
      const clientId = String(details.params.client_id ?? '');
      if (clientId === ACCOUNTS_CLIENT_ID) return { uid, kind: 'account' };
      const partnerId = partnerIdOfClient(clientId);
      const party = deps.partners.find((entry) => entry.id === partnerId);
      if (party) return { uid, kind: 'partner', party };
      const msoId = msoIdOfClient(clientId);
      const record = msoId === null ? undefined : providers.get(msoId);
      if (!record || msoId === null) return null;
      return { uid, kind: 'provider', msoId, pageProvider: { id: msoId, name: record.data.logInText } };
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return null;
      throw error;
    }
  }

  /** The interaction's sign-in form, with an error and what was typed (never the password). */
  function signInPage(interaction: LoginInteraction, typed?: { error: string; login: string }) {
    if (interaction.kind === 'account') return renderAccountSignInPage({ uid: interaction.uid, publicUrl, error: typed?.error, email: typed?.login });
    const provider = interaction.kind === 'partner' ? { id: null, name: interaction.party.name } : interaction.pageProvider;
    return renderSignInPage({ provider, uid: interaction.uid, error: typed?.error, username: typed?.login });
  }

  /**
   * The account the credentials open, or null. The password is checked against a hash even when
   * the login is unknown, so a wrong login takes as long as a wrong password.
   */
  async function checkCredentials(interaction: LoginInteraction, login: string, password: string): Promise<string | null> {
    if (interaction.kind === 'account') {
      const account = await deps.accounts.findByEmail(login);
      const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      return account && matches ? accountSubject(account.tveUserId) : null;
    }
    if (interaction.kind === 'partner') {
      const member = interaction.party.members.find((entry) => entry.username === login);
      const matches = await verifyPassword(password, member?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      return member && matches ? partnerSubject(interaction.party.id, member.id) : null;
    }
    const subscriber = await deps.subscribers.findByLogin(interaction.msoId, login);
    const matches = await verifyPassword(password, subscriber?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
    return subscriber && matches ? subscriber.id : null;
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    adoptRawCookies(reply);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  app.get('/idp/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    return sendPage(reply, 200, signInPage(interaction));
  });

  app.post('/idp/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    if (!isSameOriginRequest(request)) {
      return sendPage(reply, 403, renderMessagePage({ title: IDP_LABELS.errorTitle, message: IDP_LABELS.refused, homeUrl: publicUrl }));
    }
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    const parsed = credentialsSchema.safeParse(request.body ?? {});
    const fields = parsed.success ? parsed.data : {};
    const direct = interaction.kind === 'account';
    const login = (direct ? normalizeEmail(fields.email ?? '') : (fields.username ?? '')).trim();
    const password = fields.password ?? '';
    const labels = direct ? ACCOUNT_LABELS.signInPage : IDP_LABELS;
    const page = (status: number, error: string) => sendPage(reply, status, signInPage(interaction, { error, login }));
    if (!login || !password) return page(400, labels.missingCredentials);

    // Direct accounts and each provider's subscribers are counted apart: their logins are different
    // names. An account's wrong passwords count per address too, so someone who knows a login can
    // slow down their own guessing but never lock its owner out elsewhere (docs/decisions.md).
    const accountKey = `${failureScope(interaction, login)}:${request.ip}`;
    const addressKey = `address:${request.ip}`;
    const [accountBlocked, addressBlocked] = await Promise.all([
      deps.failures.isBlocked(accountKey, ACCOUNT_FAILURE_LIMIT),
      deps.failures.isBlocked(addressKey, ADDRESS_FAILURE_LIMIT),
    ]);
    // Past the limit the password is not even checked, so guessing further learns nothing.
    if (accountBlocked || addressBlocked) return page(429, labels.tooManyAttempts);

    const accountId = await checkCredentials(interaction, login, password);
    if (!accountId) {
      await Promise.all([deps.failures.recordFailure(accountKey, ACCOUNT_FAILURE_LIMIT.windowMs), deps.failures.recordFailure(addressKey, ADDRESS_FAILURE_LIMIT.windowMs)]);
      request.log.info({ msoId: interaction.kind === 'provider' ? interaction.msoId : null, partner: interaction.kind === 'partner' ? interaction.party.id : undefined }, 'sign-in refused: wrong login or password');
      return page(401, labels.wrongCredentials);
    }
    await deps.failures.clear(accountKey);
    return finish(request, reply, { login: { accountId } });
  });

  app.get('/idp/interaction/:uid/abort', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loginInteraction(request, reply);
    if (!interaction) return expiredPage(reply);
    return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  });
}
