import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { GatewayClock } from '../gateway-clock.ts';
import type { RenewalsJob, RenewalsReport } from '../renewals/renewals-job.ts';
import { readBody } from './route-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most ten years at a time: a typo of a few zeros should not bill a century. */
const advanceSchema = z.object({ days: z.number({ error: "can't be blank" }).min(0, 'must be 0 or more').max(3650, 'must be 3650 or fewer') });

/** The run's report as JSON: dates as ISO strings. */
export function reportAnswer(report: RenewalsReport) {
  return {
    now: report.now.toISOString(),
    events: report.events.map((event) => ({ ...event, dueAt: event.dueAt.toISOString() })),
    webhooks: report.webhooks,
  };
}

/**
 * The embedded gateway's own clock, not Recurly's API (Recurly's clock is the real one): move it
 * forward and run what falls due, for demos and tests (`npm run billing:advance`).
 * Behind the same private API key as the rest.
 */
export function clockRoutes({ clock, renewals }: { clock: GatewayClock; renewals: RenewalsJob }): FastifyPluginAsync {
  return async (app) => {
    app.post('/_embedded/clock/advance', async (request) => {
      const { days } = readBody(advanceSchema, request.body);
      await clock.advance(Math.round(days * DAY_MS));
      return reportAnswer(await renewals.runDue());
    });
  };
}
