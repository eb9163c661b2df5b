import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCHEDULE_MAX_PAGE, schedulePageSchema } from '@stat/contracts';
import { createSharedAnswerSender } from '../catalogue/send-catalogue-answer.ts';
import { programsBetween, scheduleWindow } from '../catalogue/weekly-schedule.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

const schedulePageParam = z
  .string()
  .regex(/^\d{1,3}$/, 'Expected a page number from 0')
  .transform(Number)
  .pipe(z.number().max(SCHEDULE_MAX_PAGE, `Pages go up to ${SCHEDULE_MAX_PAGE} (a week ahead)`));

/** GET /api/schedule/{page}: the live channels' programs, a block of hours per page (page 0 holds now). */
const scheduleRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const send = createSharedAnswerSender();

  app.get(
    '/api/schedule/:page',
    {
      schema: {
        tags: ['live'],
        summary: "Both live channels' programs starting in one block of hours; page 0 also has what is on now",
        params: z.object({ page: schedulePageParam }),
        response: { 200: schedulePageSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const at = now();
      const { from, to } = scheduleWindow(page, at);
      const load = async () => {
        const weekly = await app.catalogueRepository.weeklySchedule();
        return { page, from, to, programs: weekly.length ? programsBetween(weekly, from, to, page === 0) : [] };
      };
      // Page numbers count from the block holding now: an answer is good until that block ends.
      const untilNextBlock = Math.ceil((scheduleWindow(0, at).to - at) / 1000);
      await send(request, reply, `schedule:${page}:${from}`, load, { maxAgeSeconds: Math.max(1, Math.min(60, untilNextBlock)) });
      return reply;
    },
  );
};
export default scheduleRoutes;
