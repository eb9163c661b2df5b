import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES, type User, type ViewerRestrictions } from '@stat/contracts';
import { sendApiError } from './api-error.ts';
import { bearerToken } from './session-credentials.ts';

/** Who is asking, resolved once per request. */
export type Viewer =
  | { kind: 'anonymous'; user: null; restrictions: null; tv: boolean }
  | SignedInViewer;

/** A signed-in viewer: `authorized` when registered and entitled (the user's isAuthorized). */
export interface SignedInViewer {
  kind: 'signedIn' | 'authorized';
  user: User;
  /** The profile's effective limits (its own, its household primary's defaults, or none). */
  restrictions: ViewerRestrictions;
  /** A TV calling with its bearer token, not a browser with its cookie. */
  tv: boolean;
}

const resolved = Symbol('viewer');
const required = Symbol('signedInViewer');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `required`: the route answers only a signed-in viewer. Signed out, it is refused with 401
     * error.session.loggedOut (after the request's validation, as before); either way the answer
     * is `no-store`. The handler reads the viewer with `request.signedInViewer()`.
     */
    viewer?: 'required';
  }
  interface FastifyRequest {
    /** Who is asking: the session's user, its kind and its limits, resolved on first call. */
    viewer(): Promise<Viewer>;
    /** The signed-in viewer of a route declaring `viewer: 'required'`. */
    signedInViewer(): SignedInViewer;
    [resolved]?: Promise<Viewer>;
    [required]?: SignedInViewer;
  }
}

/**
 * The viewer, resolved once per request from the session (plugins/sessions.ts) and the profile's
 * limits (`app.viewerRestrictions`, the parental-controls area's service), and the
 * `viewer: 'required'` guard every personal route declares instead of checking by hand.
 */
export default fp(
  async (app) => {
    async function resolve(request: FastifyRequest): Promise<Viewer> {
      const tv = bearerToken(request) !== undefined;
      const user = await request.getUser();
      if (!user || !request.session) return { kind: 'anonymous', user: null, restrictions: null, tv };
      const restrictions = await app.viewerRestrictions.of(user, request.session.id);
      return { kind: user.isAuthorized ? 'authorized' : 'signedIn', user, restrictions, tv };
    }

    app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
      this[resolved] ??= resolve(this);
      return this[resolved];
    });
    app.decorateRequest('signedInViewer', function signedInViewer(this: FastifyRequest) {
      const viewer = this[required];
      // A programming error, not a visitor's: the route forgot to declare `viewer: 'required'`.
      if (!viewer) throw new Error(`${this.routeOptions.url} reads the signed-in viewer without declaring viewer: 'required'`);
      return viewer;
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.viewer !== 'required') return;
      reply.header('cache-control', 'no-store');
      const viewer = await request.viewer();
      if (viewer.kind === 'anonymous') {
        return sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
      }
      request[required] = viewer;
    });
  },
  { name: 'viewer', dependencies: ['sessions', 'viewer-restrictions'] },
);
