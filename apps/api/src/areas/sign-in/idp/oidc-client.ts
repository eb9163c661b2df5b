import type { ExternalIssuer } from '../../../config.ts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as client from 'openid-client';
import type { ServerSecretsRepository } from '../../../db/server-secrets-repository.ts';
import type { ProviderRecord, Providers } from '../../providers/load-providers.ts';
import { idpIssuer } from './create-provider.ts';
import { embeddedClientId, embeddedClientSecret } from './idp-secrets.ts';

/** What the app asks of the embedded issuer; a provider with its own issuer names its scope. */
const EMBEDDED_SCOPE = 'openid';

export interface OidcClient {
  config: client.Configuration;
  scope: string;
}

function requestBody(body: client.CustomFetchOptions['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  throw new TypeError('a streamed request body cannot be sent to the embedded issuer');
}

/**
 * openid-client's fetch: calls to the embedded issuer go through `app.inject`, never over the
 * network (the server may not even reach its own public URL from inside, and tests have no
 * port); any other issuer is fetched normally.
 */
export function embeddedIssuerFetch(app: FastifyInstance, issuer: string): client.CustomFetch {
  return async (url, options) => {
    if (!url.startsWith(`${issuer}/`)) return fetch(url, options as RequestInit);
    const target = new URL(url);
    const answer = await app.inject({
      method: options.method as InjectOptions['method'],
      url: target.pathname + target.search,
      headers: options.headers,
      payload: requestBody(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, String(item));
    }
    const noBody = answer.statusCode === 204 || answer.statusCode === 304 || options.method === 'HEAD';
    return new Response(noBody ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Discovers one OIDC client: an external issuer, or the embedded one under `clientId` with its
 * stored secret, whose calls go through `app.inject` (embeddedIssuerFetch).
 */
export async function discoverClient(
  app: FastifyInstance,
  opts: { publicUrl: string; secrets: ServerSecretsRepository },
  target: { external: ExternalIssuer } | { embeddedClientId: string },
): Promise<OidcClient> {
  if ('external' in target) {
    const { issuer, clientId, clientSecret, scope } = target.external;
    const auth = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
    return { config: await client.discovery(new URL(issuer), clientId, undefined, auth), scope };
  }
  const issuer = idpIssuer(opts.publicUrl);
  const secret = await embeddedClientSecret(opts.secrets, target.embeddedClientId);
  const config = await client.discovery(new URL(issuer), target.embeddedClientId, undefined, client.ClientSecretBasic(secret), {
    [client.customFetch]: embeddedIssuerFetch(app, issuer),
    // Only the embedded issuer may be plain http (a local run); a real issuer must be https.
    execute: issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
  });
  return { config, scope: EMBEDDED_SCOPE };
}

/**
 * A client discovered on first use and kept; a failed discovery is forgotten, so the next
 * sign-in tries again.
 */
export function lazyClient(discover: () => Promise<OidcClient>): () => Promise<OidcClient> {
  let found: Promise<OidcClient> | null = null;
  return () => {
    if (!found) {
      found = discover();
      found.catch(() => (found = null));
    }
    return found;
  };
}

/**
 * The app's OIDC client of each provider: the embedded issuer with its stored client secret, or
 * the issuer, client id and secret (from the environment variable it names) of a provider's
 * `oidc` block in providers.json.
 */
export function createOidcClients(app: FastifyInstance, opts: { publicUrl: string; providers: Providers; secrets: ServerSecretsRepository }) {
  const clients = new Map<number, () => Promise<OidcClient>>();

  function targetOf(msoId: number, record: ProviderRecord) {
    if (!record.oidc) return { embeddedClientId: embeddedClientId(msoId) };
    const { issuer, clientId, clientSecretEnv, scope } = record.oidc;
    return { external: { issuer, clientId, scope, clientSecret: clientSecretEnv ? process.env[clientSecretEnv] : undefined } };
  }

  return {
    /** The provider's client, or null for a provider we do not know. */
    get(msoId: number): Promise<OidcClient> | null {
      const record = opts.providers.get(msoId);
      if (!record) return null;
      let found = clients.get(msoId);
      if (!found) {
        found = lazyClient(() => discoverClient(app, opts, targetOf(msoId, record)));
        clients.set(msoId, found);
      }
      return found();
    },
  };
}
