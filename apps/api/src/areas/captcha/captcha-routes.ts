import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@stat/contracts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/**
 * GET /api/captcha/challenge: a new ALTCHA challenge, what the widget's `challenge` URL fetches.
 * Anyone may ask (the widget runs before the call it guards); the request limit bounds how many.
 */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new captcha challenge (ALTCHA proof of work), signed, for 10 minutes',
        response: { 200: captchaChallengeSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};
export default captchaRoutes;
