import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  ERROR_CODES,
  isAdultBirthDate,
  MIGRATION_SAMPLE_SIZE,
  migrateAnswerSchema,
  migrateRequestSchema,
  migrationPreviewSchema,
  passwordProblems,
  seriesIdSchema,
  titleIdSchema,
  type MigrationCarry,
  type TitleImage,
} from '@stat/contracts';
import { IMAGE_SETS } from '../catalogue/artwork-images.ts';
import { createPasswordConfirmation } from '../accounts/password-confirmation.ts';
import { createAccountsRepository, type AccountRow } from '../sign-in/accounts-repository.ts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import { createSignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { signedOutResponse, stateChangingErrorResponses, commonErrorResponses } from '../../lib/error-responses.ts';
import { directDatabase } from './direct-database.ts';
import { createMigrationRepository, readRestrictions, type Carried } from './migration-repository.ts';

/**
 * Direct accounts one viewer may create by moving, per day: a move makes one, a change of mind
 * another; more is someone minting accounts from a TV-provider sign-in.
 */
export const MIGRATION_CREATIONS_PER_VIEWER = { max: 3, windowMs: 24 * 60 * 60_000 };

export interface MigrationRoutesOptions {
  /** The direct service's own database (MIGRATION_DATABASE_URL); unset, this server's. */
  directDatabaseUrl?: string;
  /** The age rule's and the counters' clock; tests move it. */
  now?: () => Date;
}

const accountTooManyAttempts = (reply: FastifyReply) =>
  sendApiError(reply, 429, { code: ERROR_CODES.accountTooManyAttempts, body: API_MESSAGES.accountTooManyAttempts });

/** The tile a sample shows: the landscape tile, else the first image. */
const tileOf = (images: readonly TitleImage[]): TitleImage | null => images.find((image) => image.type === IMAGE_SETS.tile[0]) ?? images[0] ?? null;

/**
 * The migration to a direct (ott) account (issue 26, section 6), stat only: `GET user/migrate`
 * shows what will carry over before anything moves; `PUT user/migrate` creates or links the
 * direct account by e-mail and copies My List, resume points and restrictions into it. The
 * viewer is always the session's.
 */
const migrationRoutes: FastifyPluginAsyncZod<MigrationRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const source = createMigrationRepository(app.database.db);
  const direct = directDatabase(app, opts.directDatabaseUrl);
  const counters = createSignInFailuresRepository(app.database.db, now);
  const { checkPassword } = createPasswordConfirmation(app.database.db, now);

  /** The count and the first few of the viewer's My List and resume points, with names and artwork. */
  async function preview(carried: Carried): Promise<{ myList: MigrationCarry; resumePoints: MigrationCarry }> {
    const listSample = carried.myList.slice(0, MIGRATION_SAMPLE_SIZE);
    const pointSample = carried.resumePoints.slice(0, MIGRATION_SAMPLE_SIZE);
    const titleIds = [...listSample.filter((item) => item.kind === 'title').map((item) => item.id), ...pointSample.map((point) => point.titleId)];
    const seriesIds = listSample.filter((item) => item.kind === 'series').map((item) => item.id);
    const [titles, series] = await Promise.all([
      app.catalogueRepository.titlesByIds(titleIds.map((id) => titleIdSchema.parse(id)), IMAGE_SETS.tile),
      app.catalogueRepository.seriesByIds(seriesIds.map((id) => seriesIdSchema.parse(id)), IMAGE_SETS.tile),
    ]);
    const sampleOf = (found: { name: string; images: TitleImage[] } | undefined) => (found ? [{ name: found.name, image: tileOf(found.images) }] : []);
    return {
      myList: {
        count: carried.myList.length,
        sample: listSample.flatMap((item) => sampleOf(item.kind === 'series' ? series.get(seriesIdSchema.parse(item.id)) : titles.get(titleIdSchema.parse(item.id)))),
      },
      resumePoints: {
        count: carried.resumePoints.length,
        sample: pointSample.flatMap((point) => sampleOf(titles.get(titleIdSchema.parse(point.titleId)))),
      },
    };
  }

  app.get(
    '/api/user/migrate',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['migration'],
        summary: 'What will carry over to a direct account: My List, resume points, restrictions',
        response: { 200: migrationPreviewSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      const [carried, migration] = await Promise.all([source.carried(user.tveUserId), source.migrationOf(user.tveUserId)]);
      return {
        email: user.emailAddress,
        ...(await preview(carried)),
        restrictions: carried.restrictions ? readRestrictions(carried.restrictions) : null,
        migratedTo: migration?.email ?? null,
      };
    },
  );

  app.put(
    '/api/user/migrate',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['migration'],
        summary: 'Create or link the direct account by e-mail and copy My List, resume points and restrictions into it',
        body: migrateRequestSchema,
        response: {
          200: migrateAnswerSchema,
          ...stateChangingErrorResponses,
          400: apiErrorResponseSchema.describe(
            'Malformed request (error.request.invalid), a password that breaks the rules (error.user.passwordRejected) or under 18 (error.user.underage)',
          ),
          401: apiErrorResponseSchema.describe(
            'Signed out (error.session.loggedOut), or, to link, no direct account has this e-mail and password (error.migration.credentials)',
          ),
          409: apiErrorResponseSchema.describe('To create: a direct account has this e-mail already (error.user.exists); link it instead'),
          429: apiErrorResponseSchema.describe('Too many wrong passwords or new accounts (error.user.tooManyAttempts), or the rate limit'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = request.signedInViewer();
      const body = request.body;
      const accounts = createAccountsRepository(await direct());
      const existing = await accounts.findByEmail(body.email);
      const previous = await source.migrationOf(user.tveUserId);
      // A create whose first try went through (the answer was lost) is a retry, not a clash: it
      // proves the password as a link does.
      const retriedCreate = body.action === 'create' && existing !== null && previous?.directTveUserId === existing.tveUserId;

      let account: Pick<AccountRow, 'tveUserId' | 'email'>;
      let created = false;
      if (body.action === 'link' || retriedCreate) {
        const check = await checkPassword({ tveUserId: user.tveUserId, ip: request.ip }, body.password, existing?.passwordHash ?? null);
        if (check === 'blocked') return accountTooManyAttempts(reply);
        // With no account to check against the password is wrong, at the same cost: the answer
        // does not tell whether the e-mail has an account.
        if (check === 'wrong' || !existing) return sendApiError(reply, 401, { code: ERROR_CODES.migrationCredentials, body: API_MESSAGES.migrationCredentials });
        account = existing;
      } else {
        if (passwordProblems(body.password, body.email).length > 0) {
          return sendApiError(reply, 400, { code: ERROR_CODES.passwordRejected, body: API_MESSAGES.passwordRejected });
        }
        if (!isAdultBirthDate(body.birthDate, now())) return sendApiError(reply, 400, { code: ERROR_CODES.underage, body: API_MESSAGES.underage });
        if (existing) return sendApiError(reply, 409, { code: ERROR_CODES.userExists, body: API_MESSAGES.userExists });
        const made = await counters.recordFailure(`migration-create:${user.tveUserId}`, MIGRATION_CREATIONS_PER_VIEWER.windowMs);
        if (made > MIGRATION_CREATIONS_PER_VIEWER.max) {
          return accountTooManyAttempts(reply);
        }
        const result = await accounts.create({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          birthDate: body.birthDate,
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          zipcode: user.zipcode ?? '',
          newsletterSubscribed: user.newsletterSubscribed,
        });
        if (result === 'exists') return sendApiError(reply, 409, { code: ERROR_CODES.userExists, body: API_MESSAGES.userExists });
        account = { tveUserId: result.tveUserId, email: body.email };
        created = true;
      }

      const target = createMigrationRepository(await direct());
      const copied = await target.copyTo(account.tveUserId, await source.carried(user.tveUserId));
      await source.recordMigration(user.tveUserId, account.tveUserId, account.email);
      request.log.info({ created, copied }, 'moved to a direct account');
      return { email: account.email, created, copied };
    },
  );
};
export default migrationRoutes;
