import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_LABELS, NEWSLETTER_UNSUBSCRIBE_PATH, SETTINGS_PATH } from '@stat/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { renderMessagePage, renderPage } from '../../lib/html-page.ts';
import type { UnsubscribeGrant } from './unsubscribe-token.ts';

const L = NEWSLETTER_LABELS.unsubscribePage;

/** Anything a mail client or our own form posts: the token is in the address, the body says nothing we need. */
const FORM_BODY_LIMIT = 4096;

/**
 * The e-mails' one-click unsubscribe (RFC 8058), outside /api so that a mail client's cross-site
 * POST passes (the CSRF guard is the API's; the signed token is this call's credential). POST
 * unsubscribes, without signing in; GET only shows a page whose button POSTs, because mail
 * scanners fetch the links they see. A forged or altered token is refused; a token used again
 * changes nothing and says so.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tokens = app.unsubscribeTokens;
  const newsletters = app.newslettersRepository;
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));

  const querystring = z.object({ token: z.string().max(1024).optional() });
  const settingsLink = `<p class="cancel"><a href="${escapeHtml(`${publicUrl}${SETTINGS_PATH}`)}">${escapeHtml(L.settings)}</a></p>`;
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(page);
  const refused = (reply: FastifyReply) => html(reply, 400, renderMessagePage({ title: L.invalidTitle, message: L.invalid, homeUrl: `${publicUrl}${SETTINGS_PATH}` }));

  /** The grant and the address it is for; null when the token is not ours or its user is gone. */
  async function grantOf(token: string | undefined): Promise<(UnsubscribeGrant & { email: string }) | null> {
    const grant = token ? tokens.check(token) : null;
    const user = grant ? await app.usersRepository.findById(grant.tveUserId) : null;
    return grant && user?.emailAddress ? { ...grant, email: user.emailAddress } : null;
  }

  app.get(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring } },
    async (request, reply) => {
      const grant = await grantOf(request.query.token);
      if (!grant) return refused(reply);
      const { name } = NEWSLETTER_LABELS.newsletters[grant.newsletterId];
      const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token ?? '')}`;
      const body = `<h1>${escapeHtml(L.title)}</h1>
<p>${escapeHtml(L.confirm(name, grant.email))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(L.button)}</button>
</form>
${settingsLink}`;
      return html(reply, 200, renderPage(L.title, null, body));
    },
  );

  app.post(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring } },
    async (request, reply) => {
      const grant = await grantOf(request.query.token);
      if (!grant) return refused(reply);
      const outcome = await newsletters.unsubscribe(grant.tveUserId, grant.newsletterId);
      if (!outcome) return refused(reply);
      const { name } = NEWSLETTER_LABELS.newsletters[grant.newsletterId];
      const message = outcome === 'unsubscribed' ? L.done(name, grant.email) : L.again(name, grant.email);
      return html(reply, 200, renderPage(L.title, null, `<h1>${escapeHtml(L.title)}</h1>\n<p role="status">${escapeHtml(message)}</p>\n${settingsLink}`));
    },
  );
};
export default unsubscribeRoutes;
