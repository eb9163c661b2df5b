import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountsRepository } from '../accounts-repository.ts';
import { createServerSecretsRepository } from '../../../db/server-secrets-repository.ts';
import { createSignInFailuresRepository } from '../sign-in-failures-repository.ts';
import { createTvSubscribersRepository } from '../tv-subscribers-repository.ts';
import { createIdentityProvider, IDP_NOT_FOUND, IDP_PATH } from './create-provider.ts';
import idpInteractions from './idp-interactions.ts';
import idpLogout from './idp-logout.ts';
import type { PartnerParty } from './partner-parties.ts';
import { forwardAsIssuer } from './idp-request.ts';
import { IDP_STYLESHEET_PATH } from '../../../lib/html-page.ts';
import { renderStylesheet } from './sign-in-page.ts';

export interface IdpPluginOptions {
  publicUrl: string;
  /** Whether it acts for the service's own accounts too (the ott variant). */
  directAccounts: boolean;
  /** The billing partners it signs members in for (ott). */
  partners: readonly PartnerParty[];
}

/**
 * The embedded OpenID Connect provider acting for the demo TV providers and the service's own
 * accounts (ott), at `${publicUrl}/idp`:
 * oidc-provider's own endpoints (discovery, authorization, token, JWKS) handed the raw request,
 * plus our sign-in pages, the providers' logout link and the pages' stylesheet.
 */
async function idp(app: FastifyInstance, opts: IdpPluginOptions) {
  const { publicUrl, directAccounts, partners } = opts;
  const { providers } = app;
  const db = app.database.db;
  const subscribers = createTvSubscribersRepository(db);
  const accounts = createAccountsRepository(db);
  const provider = await createIdentityProvider({
    db,
    publicUrl,
    providers,
    directAccounts,
    secrets: createServerSecretsRepository(db),
    subscribers,
    accounts,
    partners,
  });

  await app.register(async (pages) => {
    await pages.register(idpInteractions, {
      provider,
      providers,
      publicUrl,
      subscribers,
      accounts,
      failures: createSignInFailuresRepository(db),
      partners,
    });
    await pages.register(idpLogout, { provider, providers, publicUrl });
    const stylesheet = renderStylesheet(providers);
    // Not counted toward the request limit: the page refusing a browser past it uses this sheet.
    pages.get(IDP_STYLESHEET_PATH, { config: { uncounted: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet),
    );
  });

  // oidc-provider's endpoints read the raw body themselves: in this context no parser touches it.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    // The mount's own root is the provider's too: the same answer as any address it lacks.
    mount.all(IDP_PATH, { schema: { hide: true } }, (_request, reply) => reply.code(404).header('cache-control', 'no-store').send(IDP_NOT_FOUND));
    mount.all(`${IDP_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '';
      // Mounted under a path the way oidc-provider's docs show: it sees the URL without the
      // prefix and finds the prefix again in originalUrl when it writes its own URLs.
      if (!url.startsWith(`${IDP_PATH}/`)) return reply.callNotFound();
      forwardAsIssuer(request, publicUrl);
      // Our onRequest hooks put the security headers on the reply; a hijacked reply never sends
      // them, so they go on the raw response first.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[] | number);
      }
      reply.hijack();
      raw.originalUrl = url;
      raw.url = url.slice(IDP_PATH.length);
      void callback(raw, reply.raw);
    });
  });
}

export default fp(idp, { name: 'idp', dependencies: ['database'] });
