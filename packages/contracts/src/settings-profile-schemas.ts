import { z } from 'zod';
import { emailSchema, passwordSchema } from './account-schemas.ts';

/**
 * The schemas of settings-profile.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** POST user/email (ott): the new address, with the password again. */
export const changeEmailRequestSchema = z.object({ emailAddress: emailSchema, password: passwordSchema }).strict();

export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** PUT user/email: the link's token; the change happens only now. */
export const confirmEmailChangeRequestSchema = z.object({ token: z.string().min(1).max(1000) }).strict();

export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;
