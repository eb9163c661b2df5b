import { ACCOUNT_LABELS } from './account-labels.ts';
import { LEGAL_AGE_YEARS } from './registration.ts';

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
