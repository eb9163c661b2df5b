import type { FastifyRequest } from 'fastify';

/** The browser's session cookie. */
export const SESSION_COOKIE = 'stat_sid';
/** 32 bytes in base64url; anything else is not one of our tokens and is not looked up. */
export const SESSION_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const BEARER = /^Bearer +(\S+)$/i;

/**
 * The token of an `Authorization: Bearer` header (a TV's), when the request carries no session
 * cookie; undefined otherwise. A browser is always known by its cookie, even if it also sends
 * the header. Read from headers only, so the CSRF guard can ask before any lookup.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  if (request.cookies[SESSION_COOKIE] !== undefined) return undefined;
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}
