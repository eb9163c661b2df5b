import type { FastifyInstance, InjectOptions } from 'fastify';
import * as client from 'openid-client';
import type { ServerSecretsRepository } from '../repositories/server-secrets-repository.ts';
import type { ProviderRecord, Providers } from '../seed/load-providers.ts';
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
 * The app's OIDC client of each provider, discovered on first use and kept: the embedded
 * issuer with its stored client secret, or the issuer, client id and secret (from the
 * environment variable it names) of a provider's `oidc` block in providers.json.
 */
export function createOidcClients(app: FastifyInstance, opts: { publicUrl: string; providers: Providers; secrets: ServerSecretsRepository }) {
  const clients = new Map<number, Promise<OidcClient>>();

  async function discover(msoId: number, record: ProviderRecord): Promise<OidcClient> {
    if (record.oidc) {
      const secret = record.oidc.clientSecretEnv ? process.env[record.oidc.clientSecretEnv] : undefined;
      const auth = secret ? client.ClientSecretBasic(secret) : client.None();
      const config = await client.discovery(new URL(record.oidc.issuer), record.oidc.clientId, undefined, auth);
      return { config, scope: record.oidc.scope };
    }
    const issuer = idpIssuer(opts.publicUrl);
    const clientId = embeddedClientId(msoId);
    const secret = await embeddedClientSecret(opts.secrets, clientId);
    const config = await client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(secret), {
      [client.customFetch]: embeddedIssuerFetch(app, issuer),
      // Only the embedded issuer may be plain http (a local run); a real issuer must be https.
      execute: issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
    });
    return { config, scope: EMBEDDED_SCOPE };
  }

  return {
    /** The provider's client; a failed discovery is forgotten, so the next sign-in tries again. */
    get(msoId: number): Promise<OidcClient> | null {
      const record = opts.providers.get(msoId);
      if (!record) return null;
      let found = clients.get(msoId);
      if (!found) {
        found = discover(msoId, record);
        clients.set(msoId, found);
        found.catch(() => clients.delete(msoId));
      }
      return found;
    },
  };
}
