import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { IDP_LABELS, STAT_HEADERS } from '@stat/contracts';
import { CONTENT_SECURITY_POLICY } from '../../../plugins/security-headers.ts';
import type { Providers } from '../../providers/load-providers.ts';
import { adoptRawCookies, forwardAsIssuer, sendPage } from './idp-request.ts';
import { renderMessagePage } from '../../../lib/html-page.ts';

export interface LogoutDeps {
  provider: Provider;
  providers: Providers;
  publicUrl: string;
}

/** Our strict policy, except that the app's own pages may frame this one (externalLogout). */
const FRAMEABLE_BY_SELF_CSP = Object.entries({ ...CONTENT_SECURITY_POLICY, 'frame-ancestors': ["'self'"] })
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join(';');

/**
 * GET /idp/logout/:msoId, each embedded provider's logOutLink: ends this browser's session at
 * the identity provider, so the next sign-in asks for the password again. The app calls it in
 * an invisible frame (externalLogout) or by fetch with its X-STAT headers, hence the frame and
 * CORS allowances for the app's own origin only.
 */
export default async function idpLogout(app: FastifyInstance, deps: LogoutDeps) {
  const { provider, providers, publicUrl } = deps;
  const appOrigin = new URL(publicUrl).origin;
  const allowedHeaders = [STAT_HEADERS.contentVersion, STAT_HEADERS.displayType].join(', ');

  function allowApp(request: FastifyRequest, reply: FastifyReply) {
    reply.header('vary', 'Origin');
    if (request.headers.origin !== appOrigin) return;
    reply.header('access-control-allow-origin', appOrigin);
    reply.header('access-control-allow-credentials', 'true');
  }

  const embedded = (msoId: string) => {
    const record = /^\d{1,9}$/.test(msoId) ? providers.get(Number(msoId)) : undefined;
    return record && !record.oidc ? record : undefined;
  };

  app.options<{ Params: { msoId: string } }>('/idp/logout/:msoId', { schema: { hide: true } }, async (request, reply) => {
    allowApp(request, reply);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', allowedHeaders)
      .header('access-control-max-age', '600')
      .send();
  });

  app.get<{ Params: { msoId: string } }>('/idp/logout/:msoId', { schema: { hide: true } }, async (request, reply) => {
    allowApp(request, reply);
    reply.header('content-security-policy', FRAMEABLE_BY_SELF_CSP).header('x-frame-options', 'SAMEORIGIN');
    const record = embedded(request.params.msoId);
    if (!record) {
      return sendPage(reply, 404, renderMessagePage({ title: IDP_LABELS.errorTitle, message: IDP_LABELS.refused, homeUrl: publicUrl }));
    }
    forwardAsIssuer(request, publicUrl);
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx);
    if (session.accountId) await session.destroy();
    // Expire the session cookie (and its signature) the way oidc-provider set it.
    ctx.cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax' });
    adoptRawCookies(reply);
    const name = record.data.logInText;
    return sendPage(
      reply,
      200,
      renderMessagePage({ title: IDP_LABELS.signedOutTitle, message: IDP_LABELS.signedOut(name), provider: { id: record.data.id, name } }),
    );
  });
}
