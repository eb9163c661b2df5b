import { z } from 'zod';
import { ACCOUNT_LABELS } from './account-labels.ts';
import { isEmailValid, LEGAL_AGE_YEARS, isZipValid } from './registration.ts';

/**
 * Direct (ott) accounts: e-mail and password at the service's own identity provider, account
 * creation, password confirmation, reset and change (streaming spec sections 3, 5-7;
 * docs/decisions.md, "Direct accounts"). The rules are pure functions the forms and the server
 * both use.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hash's input. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const ACCOUNT_LIMITS = {
  /** A reset link works once, for this long. */
  resetTokenTtlMs: 60 * 60_000,
  /**
   * Wrong passwords in 15 minutes: per account (at sign-in, from one address; on confirmation, by
   * the signed-in user) and per address, whatever the account.
   */
  passwordPerAccount: { max: 5, windowMs: 15 * 60_000 },
  passwordPerAddress: { max: 20, windowMs: 15 * 60_000 },
  /** Reset requests per e-mail and per address in an hour: each one sends a message. */
  resetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  resetPerAddress: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** An e-mail as stored and compared: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * What is wrong with a new password, as the form states the rules: long enough, a letter and a
 * digit, and not the e-mail itself. Empty when it is good.
 */
export function passwordProblems(password: string, email = ''): string[] {
  const rules = ACCOUNT_LABELS.passwordRules;
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(rules.length);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(rules.tooLong);
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) problems.push(rules.mix);
  const local = normalizeEmail(email).split('@')[0] ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) problems.push(rules.notEmail);
  return problems;
}

/** A date of birth `YYYY-MM-DD` that is a real calendar day. */
export function parseBirthDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** At least 18 years back on `now`'s calendar day (streaming spec section 5: adult age 18). */
export function isAdultBirthDate(value: string, now: Date): boolean {
  const born = parseBirthDate(value);
  if (!born) return false;
  const adultFrom = new Date(Date.UTC(born.getUTCFullYear() + LEGAL_AGE_YEARS, born.getUTCMonth(), born.getUTCDate()));
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  return adultFrom <= today;
}

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
