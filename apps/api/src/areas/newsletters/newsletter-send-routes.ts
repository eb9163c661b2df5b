import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, newsletterIdSchema } from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { operatorAuthorization } from '../../lib/operator-address-file.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { loadNewsletterIssues } from './newsletter-issue.ts';
import { sendNewsletterIssue } from './send-newsletter.ts';

/** The operator's path: outside /api (no browser calls it), not in the API's documentation. */
export const NEWSLETTER_SEND_PATH = (id: string) => `/_operator/newsletters/${id}/send`;

// Compared as digests, so the comparison takes the same time whatever the length sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `npm run newsletter -- --send <id>` while the server runs (the embedded database is the server's
 * alone): the command posts here with the key the server wrote to DATA_DIR/operator.json, and the
 * server writes the issue to every subscriber through its own mailer.
 */
const newsletterSendRoutes: FastifyPluginAsyncZod<{ operatorKey: string; mailer: Mailer; publicUrl: string }> = async (app, opts) => {
  const issues = await loadNewsletterIssues();
  const expected = digest(operatorAuthorization(opts.operatorKey));
  app.post(
    NEWSLETTER_SEND_PATH(':id'),
    {
      schema: {
        hide: true,
        params: z.object({ id: newsletterIdSchema }),
        response: { 200: z.object({ sent: z.number().int() }), 400: apiErrorResponseSchema, 403: apiErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return sendApiError(reply, 403, { code: ERROR_CODES.requestForbidden, body: API_MESSAGES.forbidden });
      }
      const newsletterId = request.params.id;
      const sent = await sendNewsletterIssue({
        newsletterId,
        issue: issues[newsletterId],
        repository: app.newslettersRepository,
        mailer: opts.mailer,
        tokens: app.unsubscribeTokens,
        publicUrl: opts.publicUrl,
      });
      request.log.info({ newsletterId, sent }, 'newsletter issue sent');
      return { sent };
    },
  );
};
export default newsletterSendRoutes;
