import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, migrationFaqSchema } from '@stat/contracts';
import { booleanFlag } from '../flags/server-flag.ts';
import type { FlagStore } from '../flags/flag-store.ts';
import { readSeedFile } from '../../lib/read-seed-file.ts';
import { SEED_DIR } from '../../paths.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

export interface MigrationFaqRoutesOptions {
  flagStore: FlagStore;
  /** The FAQ's file; seed/migration-faq.json by default. */
  faqFile?: string;
}

/** The spec's default for migrationFAQEnabled (shell-and-access section 9), when the flag file lacks it. */
const FAQ_FLAG_DEFAULT = true;

/**
 * `GET migration/faq` (issue 26, section 6): the questions the migration page shows, read from
 * the seed file at start, while the migrationFAQEnabled flag is on; 404 when it is off, so the
 * page and the call agree.
 */
const migrationFaqRoutes: FastifyPluginAsyncZod<MigrationFaqRoutesOptions> = async (app, opts) => {
  const faq = await readSeedFile(opts.faqFile ?? join(SEED_DIR, 'migration-faq.json'), 'migration FAQ', migrationFaqSchema);

  app.get(
    '/api/migration/faq',
    {
      schema: {
        tags: ['migration'],
        summary: 'The migration FAQ, while migrationFAQEnabled is on',
        response: { 200: migrationFaqSchema, ...commonErrorResponses, 404: apiErrorResponseSchema.describe('migrationFAQEnabled is off: error.notfound') },
      },
    },
    async (_request, reply) => {
      if (!booleanFlag(opts.flagStore, 'migrationFAQEnabled', FAQ_FLAG_DEFAULT)) {
        return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      }
      return faq;
    },
  );
};
export default migrationFaqRoutes;
