import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { ServerSecretsRepository } from '../../../db/server-secrets-repository.ts';

/** server_secrets names (decisions: "Sign-in (identity provider)"). */
const SIGNING_KEYS = 'idp.signing-keys';
const COOKIE_KEYS = 'idp.cookie-keys';
const clientSecretName = (clientId: string) => `idp.client-secret.${clientId}`;

export interface IdpSecrets {
  /** Private signing keys (JWKS); ID tokens are signed RS256. */
  jwks: { keys: JWK[] };
  /** Keys that sign oidc-provider's cookies; the first signs, all verify (rotation appends). */
  cookieKeys: string[];
}

function newSigningKeys(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK] };
}

/** The identity provider's keys, made at the first start and read by every later one. */
export async function loadIdpSecrets(secrets: ServerSecretsRepository): Promise<IdpSecrets> {
  return {
    jwks: await secrets.getOrCreate(SIGNING_KEYS, newSigningKeys),
    cookieKeys: await secrets.getOrCreate(COOKIE_KEYS, () => [randomBytes(32).toString('base64url')]),
  };
}

/** The client secret both sides of an embedded sign-in use: the provider checks it, the app sends it. */
export function embeddedClientSecret(secrets: ServerSecretsRepository, clientId: string): Promise<string> {
  return secrets.getOrCreate(clientSecretName(clientId), () => randomBytes(32).toString('base64url'));
}

/** The client id of a provider on the embedded identity provider. */
export function embeddedClientId(msoId: number): string {
  return `tve-${msoId}`;
}

/** The provider a client id stands for, or null for any other string. */
export function msoIdOfClient(clientId: string): number | null {
  const match = /^tve-(\d{1,9})$/.exec(clientId);
  return match ? Number(match[1]) : null;
}

/** The client id of the service's own account provider (ott) on the embedded identity provider. */
export const ACCOUNTS_CLIENT_ID = 'stat-accounts';

const ACCOUNT_SUBJECT_PREFIX = 'account:';
/** The subject a direct account signs in as: its user id, never mistaken for a TV subscriber's id. */
export const accountSubject = (tveUserId: string) => `${ACCOUNT_SUBJECT_PREFIX}${tveUserId}`;
/** The user id a direct account's subject names, or null for a TV subscriber's. */
export const tveUserIdOfSubject = (sub: string): string | null =>
  sub.startsWith(ACCOUNT_SUBJECT_PREFIX) ? sub.slice(ACCOUNT_SUBJECT_PREFIX.length) : null;
