import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES, type User } from '@stat/contracts';
import type { SessionRow } from '../db/schema.ts';
import { SESSION_TTL_MS } from './sessions-repository.ts';
import { sendApiError } from './api-error.ts';
import { isApiRoute } from './csrf.ts';
import { bearerToken, SESSION_COOKIE, SESSION_TOKEN_FORMAT } from './session-credentials.ts';

/** Extending on every request would write on every request: once a day is enough. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

/** Cache-Control values that let a shared cache store the answer. */
const PUBLIC_CACHE = /\b(public|s-maxage)\b/i;

const userCache = Symbol('userCache');
const sessionLoad = Symbol('sessionLoad');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is publicly cacheable (`Cache-Control: public`): the route never loads the
     * session, so it can never renew or clear the cookie on an answer a shared cache keeps.
     */
    publicCache?: boolean;
    /**
     * Only a browser may call it (managing devices, activating a code): a request with a TV's
     * bearer token is refused with 403 error.request.forbidden before any lookup.
     */
    browserOnly?: boolean;
  }
  interface FastifyRequest {
    /**
     * The visitor's unexpired session, or null (no credential, unknown or expired token). A
     * browser's comes from its cookie; a TV's (`deviceId` set) from its bearer token only.
     */
    session: SessionRow | null;
    /** The session's user, loaded on first call and remembered for the request. */
    getUser(): Promise<User | null>;
    /**
     * Looks up the session of the request's cookie or bearer token (once per request), renews a
     * cookie's when due and clears a cookie that opens no session. The /api hook calls it; so
     * does any other answer that needs the visitor (the SPA document with its embedded start-up
     * data).
     */
    loadSession(reply: FastifyReply): Promise<SessionRow | null>;
    [userCache]?: Promise<User | null>;
    [sessionLoad]?: Promise<SessionRow | null>;
  }
  interface FastifyInstance {
    /** Starts a fresh session (new token, old one deleted) and sets the cookie. */
    startSession(request: FastifyRequest, reply: FastifyReply, tveUserId: string | null): Promise<SessionRow>;
    /** Deletes the request's session, if any, and clears the cookie (a browser's). */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
  };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_TTL_MS / 1000 });
}

/**
 * Server-side sessions behind the opaque `stat_sid` cookie, or a TV's `Authorization: Bearer`
 * token (no cookie, no CSRF guard: csrf.ts), for every /api request.
 */
export default fp(
  async (app) => {
    const repository = app.sessionsRepository;
    app.decorateRequest('session', null);
    app.decorateRequest('getUser', function getUser(this: FastifyRequest) {
      this[userCache] ??= this.session?.tveUserId
        ? app.usersRepository.findById(this.session.tveUserId)
        : Promise.resolve(null);
      return this[userCache];
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, tveUserId: string | null) => {
      const { token, session } = await repository.rotate(request.session?.id ?? null, tveUserId);
      request.session = session;
      request[userCache] = undefined;
      setSessionCookie(request, reply, token);
      return session;
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session) await repository.delete(request.session.id);
      request.session = null;
      request[userCache] = undefined;
      if (bearerToken(request) === undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    });

    /** A TV's session: never a browser's token sent as a bearer; no cookie set or cleared. */
    async function lookUpBearer(request: FastifyRequest, token: string): Promise<SessionRow | null> {
      const session = SESSION_TOKEN_FORMAT.test(token) ? await repository.findByToken(token) : null;
      if (!session?.deviceId) return null;
      await app.devicesRepository.recordUse(session.deviceId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'device last use not recorded');
      });
      request.session = session;
      return session;
    }

    async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow | null> {
      const bearer = bearerToken(request);
      if (bearer !== undefined) return lookUpBearer(request, bearer);
      const token = request.cookies[SESSION_COOKIE];
      if (token === undefined) return null;
      const found = SESSION_TOKEN_FORMAT.test(token) ? await repository.findByToken(token) : null;
      // A TV's token in a cookie opens nothing: it would pass for a browser (and manage devices).
      const session = found?.deviceId ? null : found;
      if (!session) {
        // Expired, revoked or forged: drop the cookie so the browser stops sending it.
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return null;
      }
      if (session.expiresAt && session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - EXTEND_AFTER_MS) {
        session.expiresAt = await repository.extend(session.id);
        setSessionCookie(request, reply, token);
      }
      request.session = session;
      return session;
    }

    app.decorateRequest('loadSession', function loadSession(this: FastifyRequest, reply: FastifyReply) {
      this[sessionLoad] ??= lookUp(this, reply);
      return this[sessionLoad];
    });

    app.addHook('onRequest', async (request, reply) => {
      // Static files and the SPA never need the session: spare them the database.
      if (!isApiRoute(request)) return;
      const { config } = request.routeOptions;
      if (config.browserOnly === true && bearerToken(request) !== undefined) {
        return sendApiError(reply, 403, { code: ERROR_CODES.requestForbidden, body: API_MESSAGES.forbidden, exceptionType: 'BrowserOnly' });
      }
      if (config.publicCache === true || config.machineClient === true) return;
      await request.loadSession(reply);
    });

    // The safety net behind publicCache: a shared cache must never store and replay a cookie.
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('set-cookie') && PUBLIC_CACHE.test(String(reply.getHeader('cache-control') ?? ''))) {
        // Clearing a dead session cookie is expected (anyone can send one, so it logs at debug,
        // never flooding the error log): the next private answer clears it. Any other is a bug.
        const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
        if (cookies.every((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))) {
          request.log.debug('dead session cookie left for a private answer to clear');
        } else {
          request.log.error({ url: request.url }, 'Set-Cookie dropped from a publicly cacheable answer');
        }
        reply.removeHeader('set-cookie');
      }
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie', 'sessions-repository', 'users-repository', 'devices-repository'] },
);
