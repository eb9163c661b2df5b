import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_STATUS_LABELS } from '@stat/contracts';
import { scheduleClaimedJob } from '../../db/claim-job-run.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { ServiceStatusRepository } from './service-status-repository.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Times in the e-mail: UTC, to the minute (the e-mail cannot know the reader's zone). */
const utc = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The all-clear by e-mail: every viewer shown a resolved incident's banner, once. Each row is
 * marked before its e-mail is written (so two runs never both send it) and unmarked when the
 * send fails (the next run tries again). A viewer with no address on file (a TV provider's
 * viewer may have none) gets the in-app notice only.
 */
export function createAllClearJob({ incidents, mailer, log, now = Date.now }: { incidents: ServiceStatusRepository; mailer: Mailer; log: Logger; now?: () => number }) {
  return {
    /** One run: answers how many e-mails it sent. */
    async runDue(): Promise<{ mailed: number }> {
      let mailed = 0;
      for (const { incident, tveUserId, emailAddress } of await incidents.takeUnmailed(now())) {
        if (!emailAddress) continue;
        try {
          await mailer.send({
            to: emailAddress,
            subject: SERVICE_STATUS_LABELS.emailSubject,
            text: SERVICE_STATUS_LABELS.emailText(incident.text, utc(incident.startedAt), utc(incident.endedAt ?? now())),
          });
          mailed += 1;
        } catch (error) {
          await incidents.unmark(incident.id, tveUserId);
          log.error({ err: error, incident: incident.id }, 'all-clear e-mail failed; retried by a later run');
        }
      }
      return { mailed };
    },
  };
}

/**
 * The job in the server: every `everyMs` (the server: 15 s), on one instance per period; stopped
 * when the app closes. Without `everyMs` (tests) it does not run on its own.
 */
const allClearJobPlugin: FastifyPluginAsync<{ mailer: Mailer; everyMs?: number }> = async (app, { mailer, everyMs }) => {
  if (!everyMs) return;
  const job = createAllClearJob({ incidents: app.serviceStatus, mailer, log: app.log });
  scheduleClaimedJob(app, 'status-all-clear', everyMs, () => job.runDue());
};
export default fp(allClearJobPlugin, { name: 'status-all-clear-job', dependencies: ['service-status-repository'] });
