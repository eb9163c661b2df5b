import { z } from 'zod';
import { ACCOUNT_LABELS } from './account-labels.ts';
import { isEmailValid, isZipValid } from './registration.ts';
import { PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, normalizeEmail, parseBirthDate } from './account.ts';

/**
 * The schemas of account.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform(normalizeEmail)
  .refine(isEmailValid, ACCOUNT_LABELS.createAccount.emailInvalid);

/** A password as typed at sign-in or confirmation: never trimmed, only bounded. */
export const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** POST ott/user: the Create Account form. The server checks the password and age rules again. */
export const createAccountRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  zipcode: z.string().trim().refine(isZipValid, ACCOUNT_LABELS.createAccount.zipInvalid),
  birthDate: z.string().refine((value) => parseBirthDate(value) !== null, ACCOUNT_LABELS.createAccount.birthDateInvalid),
  newsletterSubscribed: z.boolean(),
});

export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;

/** GET user/exist/{email}: whether an account has this e-mail (the spec's check before creation). */
export const userExistsAnswerSchema = z.object({ exists: z.boolean() });

/** POST user/authentication: the password confirmation before a purchase. */
export const passwordConfirmationSchema = z.object({ email: emailSchema, password: passwordSchema });

/** POST user/resetpassword: send a reset link. The answer is the same whether or not the e-mail is known. */
export const resetPasswordRequestSchema = z.object({ email: emailSchema });

/** PUT user/resetpassword: the link's token and the new password. */
export const resetPasswordUpdateSchema = z.object({ authToken: z.string().min(1).max(200), newPassword: passwordSchema });

/** POST cbs/okta/password: change the password, the current one required. */
export const changePasswordRequestSchema = z.object({ currentPassword: passwordSchema, newPassword: passwordSchema });

/** GET cbs/okta/user/profile: the account as the identity provider holds it. */
export const accountProfileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  zipcode: z.string().nullable(),
  birthDate: z.string().nullable(),
  newsletterSubscribed: z.boolean(),
  passwordChangedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

export type AccountProfile = z.infer<typeof accountProfileSchema>;
