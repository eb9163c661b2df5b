import type { ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type OidcProvider from 'oidc-provider';
import { IDP_LABELS } from '@stat/contracts';
import type { Db } from '../../../db/database.ts';
import type { AccountsRepository } from '../accounts-repository.ts';
import type { ServerSecretsRepository } from '../../../db/server-secrets-repository.ts';
import type { TvSubscribersRepository } from '../tv-subscribers-repository.ts';
import type { Providers } from '../../providers/load-providers.ts';
import { ACCOUNTS_CLIENT_ID, accountSubject, embeddedClientId, embeddedClientSecret, loadIdpSecrets, tveUserIdOfSubject } from './idp-secrets.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { partnerClientId, partnerMemberOfSubject, type PartnerParty } from './partner-parties.ts';
import { Provider } from './oidc-provider-module.ts';
import { renderMessagePage } from '../../../lib/html-page.ts';

/** Where the embedded identity provider is mounted, under the app's public URL. */
export const IDP_PATH = '/idp';

/** What the identity provider answers at an address it has no route for: an OAuth 2.0 error (RFC 6749 section 5.2). */
export const IDP_NOT_FOUND = { error: 'invalid_request', error_description: 'unrecognized route' } as const;

/** The claims our ID token carries beyond `sub` (docs/operations.md, "TV provider sign-in"). */
export const TVE_CLAIMS = ['account_type', 'household_id', 'entitled'] as const;

export function idpIssuer(publicUrl: string): string {
  return `${publicUrl}${IDP_PATH}`;
}

/** The providers the embedded identity provider signs in for: those without their own issuer. */
export function embeddedProviderIds(providers: Providers): number[] {
  return [...providers.entries()].filter(([, record]) => !record.oidc).map(([id]) => id);
}

export interface IdpDependencies {
  db: Db;
  publicUrl: string;
  providers: Providers;
  /** Whether the service's own accounts sign in here too (ott): their client, their subjects. */
  directAccounts: boolean;
  secrets: ServerSecretsRepository;
  subscribers: TvSubscribersRepository;
  accounts: AccountsRepository;
  /** The billing partners it signs members in for (ott); none on stat. */
  partners: readonly PartnerParty[];
}

/**
 * Each embedded provider is one confidential client (code flow with PKCE, one redirect URI),
 * and so is the service's own account provider (ott).
 */
async function clients({ publicUrl, providers, directAccounts, secrets, partners }: IdpDependencies): Promise<ClientMetadata[]> {
  const client = async (clientId: string, name: string | undefined, redirectUri: string): Promise<ClientMetadata> => ({
    client_id: clientId,
    client_secret: await embeddedClientSecret(secrets, clientId),
    client_name: name,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  return Promise.all([
    ...embeddedProviderIds(providers).map((msoId) => client(embeddedClientId(msoId), providers.get(msoId)?.data.logInText, `${publicUrl}/api/tve/callback`)),
    ...(directAccounts ? [client(ACCOUNTS_CLIENT_ID, IDP_LABELS.accountProviderName, `${publicUrl}/api/account/callback`)] : []),
    ...partners.map((party) => client(partnerClientId(party.id), party.name, party.redirectUri)),
  ]);
}

/** The oidc-provider instance acting for the demo TV providers and for the service's own accounts (ott). */
export async function createIdentityProvider(deps: IdpDependencies): Promise<OidcProvider> {
  const { jwks, cookieKeys } = await loadIdpSecrets(deps.secrets);
  const configuration: Configuration = {
    adapter: createOidcAdapter(deps.db),
    clients: await clients(deps),
    jwks,
    cookies: { keys: cookieKeys },
    // Our custom claims ride on the openid scope, so a client asking for `openid` gets them.
    claims: { openid: ['sub', ...TVE_CLAIMS] },
    // In the ID token itself (the app reads no userinfo), not only from the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Sign-out at the provider is our own logout link (idp-logout.ts), not end_session.
      rpInitiatedLogout: { enabled: false },
    },
    // The token endpoint is called server to server, never from a browser.
    clientBasedCORS: () => false,
    ttl: {
      Interaction: 10 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      // A partner's member: only the subject, which the app keeps to tie the membership to one account.
      if (partnerMemberOfSubject(deps.partners, sub)) return { accountId: sub, claims: () => ({ sub }) };
      const tveUserId = tveUserIdOfSubject(sub);
      if (tveUserId !== null) {
        if (!deps.directAccounts) return undefined;
        const account = await deps.accounts.findById(tveUserId);
        return account ? { accountId: sub, claims: () => ({ sub: accountSubject(account.tveUserId) }) } : undefined;
      }
      const subscriber = await deps.subscribers.findById(sub);
      if (!subscriber) return undefined;
      return {
        accountId: subscriber.id,
        claims: () => ({
          sub: subscriber.id,
          account_type: subscriber.accountType === 'sub' ? 'sub' : 'primary',
          household_id: subscriber.householdId,
          entitled: subscriber.entitled,
        }),
      };
    },
    // Every client is one of our own: consent is implied, so the grant is made here, never asked.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const expired = out.error === 'invalid_request' && /session|interaction/i.test(out.error_description ?? '');
      ctx.body = renderMessagePage({
        title: IDP_LABELS.errorTitle,
        message: expired ? IDP_LABELS.expired : IDP_LABELS.failed,
        homeUrl: deps.publicUrl,
      });
    },
  };
  const provider = new Provider(idpIssuer(deps.publicUrl), configuration);
  // The mount (idp-plugin.ts) tells it the public protocol and host in X-Forwarded-* headers.
  provider.proxy = true;
  // An address none of its routes has answers in the protocol's error shape, not Koa's plain text.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404;
      ctx.body = IDP_NOT_FOUND;
    }
  });
  return provider;
}
