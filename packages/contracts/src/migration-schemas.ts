import { z } from 'zod';
import { parseBirthDate } from './account.ts';
import { emailSchema, passwordSchema } from './account-schemas.ts';
import { titleImageSchema } from './catalogue-schemas.ts';
import { movieRatingSchema, tvRatingSchema } from './parental-controls-schemas.ts';
import { ACCOUNT_LABELS } from './account-labels.ts';
import { MIGRATION_SAMPLE_SIZE, type MigrationAction } from './migration.ts';

/**
 * The schemas of migration.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** One item that will carry over, as the page shows it: its name and its tile artwork. */
export const migrationSampleItemSchema = z.object({
  name: z.string(),
  image: titleImageSchema.nullable(),
});

export type MigrationSampleItem = z.infer<typeof migrationSampleItemSchema>;

/** A kind of thing that carries over: how many, and the first few (newest first). */
export const migrationCarrySchema = z.object({
  count: z.number().int().nonnegative(),
  sample: z.array(migrationSampleItemSchema).max(MIGRATION_SAMPLE_SIZE),
});

export type MigrationCarry = z.infer<typeof migrationCarrySchema>;

/**
 * GET user/migrate: what will carry over to a direct (ott) account, before anything moves. The
 * restrictions are the profile's own (null when it set none); `migratedTo` is the direct
 * account's e-mail once the viewer has migrated.
 */
export const migrationPreviewSchema = z.object({
  email: z.string().nullable(),
  myList: migrationCarrySchema,
  resumePoints: migrationCarrySchema,
  restrictions: z.object({ movie: movieRatingSchema, tv: tvRatingSchema }).nullable(),
  migratedTo: z.string().nullable(),
});

export type MigrationPreview = z.infer<typeof migrationPreviewSchema>;

const birthDateSchema = z.string().refine((value) => parseBirthDate(value) !== null, ACCOUNT_LABELS.createAccount.birthDateInvalid);

/**
 * The fields of each way to move: `create`, a new direct account with this e-mail and a password
 * the viewer chooses (and the birth date, as Create Account asks it); `link`, the direct account
 * that has the e-mail, proven by its password.
 */
export const MIGRATION_FIELDS = {
  create: z.object({ email: emailSchema, password: passwordSchema, birthDate: birthDateSchema }),
  link: z.object({ email: emailSchema, password: passwordSchema }),
} as const satisfies Record<MigrationAction, z.ZodObject>;

/** PUT user/migrate: the way to move and its fields. */
export const migrateRequestSchema = z.discriminatedUnion('action', [
  MIGRATION_FIELDS.create.extend({ action: z.literal('create') }),
  MIGRATION_FIELDS.link.extend({ action: z.literal('link') }),
]);

export type MigrateRequest = z.input<typeof migrateRequestSchema>;

/** PUT user/migrate's answer: the direct account's e-mail and what this call copied (0 on a retry). */
export const migrateAnswerSchema = z.object({
  email: z.string(),
  created: z.boolean(),
  copied: z.object({
    myList: z.number().int().nonnegative(),
    resumePoints: z.number().int().nonnegative(),
    restrictions: z.boolean(),
  }),
});

export type MigrateAnswer = z.infer<typeof migrateAnswerSchema>;

/** GET migration/faq: the migration page's questions (seed/migration-faq.json). */
export const migrationFaqSchema = z.object({
  headline: z.string().min(1),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

export type MigrationFaq = z.infer<typeof migrationFaqSchema>;
