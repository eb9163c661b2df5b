import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES, STAT_HEADERS } from '@stat/contracts';
import { sendApiError } from './api-error.ts';
import { isRenderCall } from './render-calls.ts';
import { bearerToken } from './session-credentials.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (logout): protected like POST/PUT/PATCH/DELETE. */
    stateChanging?: boolean;
    /**
     * Called by devices that hold no cookie (the device flow's code and token endpoints, RFC
     * 8628): outside the CSRF guard, and the session is never loaded for them (sessions.ts), so
     * a browser's cookie riding along cross-site can neither act nor be renewed or cleared.
     * Such a route must never read `request.session`.
     */
    machineClient?: boolean;
    /**
     * A POST that only reads (its body is the question: the plans on sale, a price preview):
     * the server may call it while rendering a document, in the viewer's name. Nothing else
     * state-changing is open to those calls, so a cross-site link that makes the server render a
     * page cannot make it act.
     */
    readOnly?: boolean;
  }
}

/**
 * Whether the request was routed to an /api route. Decided on the route the router matched,
 * never on the raw URL: `/%61pi/...` and other spellings reach the same route.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request provably comes from a page of our own origin. */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  // Browsers without Fetch Metadata still send Origin on cross-origin and on POST requests.
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

/**
 * CSRF protection for state-changing /api calls: same-origin by Fetch Metadata (or Origin),
 * plus the app's custom header, which a cross-site page cannot send without a CORS preflight
 * that this server never grants. A TV's call with its bearer token and no cookie is let
 * through: it carries no ambient credential, and a cross-site page cannot set Authorization
 * without that preflight either.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const guarded =
        isApiRoute(request) &&
        (STATE_CHANGING_METHODS.has(request.method) || request.routeOptions.config?.stateChanging === true) &&
        request.routeOptions.config?.machineClient !== true &&
        bearerToken(request) === undefined;
      if (!guarded) return;
      if (request.routeOptions.config?.readOnly === true && isRenderCall(request)) return;
      const appVersion = request.headers[STAT_HEADERS.appVersion.toLowerCase()];
      if (isSameOriginRequest(request) && typeof appVersion === 'string' && appVersion !== '') return;
      return sendApiError(reply, 403, {
        code: ERROR_CODES.requestForbidden,
        body: API_MESSAGES.forbidden,
        exceptionType: 'CsrfRefused',
      });
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
