import { z } from 'zod';
import {
  ACCOUNT_LABELS,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  createAccountRequestSchema,
  SETTINGS_PROFILE_LABELS,
  isAdultBirthDate,
  passwordConfirmationSchema,
  passwordProblems,
  resetPasswordRequestSchema,
  resetPasswordUpdateSchema,
} from '@stat/contracts';

/**
 * The account forms' schemas: the contracts' request schemas, which the server runs too, with
 * the rules only a form has in front: a field left empty says it is required (not that it is
 * malformed), a new password names the first rule it breaks, and the date of birth is 18 years
 * back.
 */

const L = ACCOUNT_LABELS;

/** Filled in (blanks do not count), then the contract's own rules for the field. */
const filled = <T extends z.ZodType<unknown, string>>(label: string, rules: T) =>
  z
    .string()
    .refine((value) => value.trim() !== '', L.createAccount.required(label))
    .pipe(rules);

/** The first rule a new password breaks, on its field; the rules list beside it shows them all. */
function checkNewPassword(context: z.RefinementCtx, field: string, password: string, email?: string) {
  const [problem] = passwordProblems(password, email);
  if (problem && password !== '') context.addIssue({ code: 'custom', path: [field], message: problem });
}

export function createAccountFormSchema(now: () => Date = () => new Date()) {
  const { shape } = createAccountRequestSchema;
  return z
    .object({
      email: filled(L.createAccount.email, shape.email),
      password: filled(L.createAccount.password, shape.password),
      firstName: filled(L.createAccount.firstName, shape.firstName),
      lastName: filled(L.createAccount.lastName, shape.lastName),
      zipcode: filled(L.createAccount.zipcode, shape.zipcode),
      birthDate: filled(L.createAccount.birthDate, shape.birthDate),
      newsletterSubscribed: shape.newsletterSubscribed,
    })
    .superRefine((values, context) => {
      checkNewPassword(context, 'password', values.password, values.email);
      if (values.birthDate !== '' && !isAdultBirthDate(values.birthDate, now())) {
        context.addIssue({ code: 'custom', path: ['birthDate'], message: L.createAccount.underage });
      }
    });
}
export type CreateAccountForm = z.input<ReturnType<typeof createAccountFormSchema>>;

export const forgotPasswordFormSchema = z.object({
  email: filled(L.forgotPassword.email, resetPasswordRequestSchema.shape.email),
});

export const resetPasswordFormSchema = z
  .object({ newPassword: filled(L.resetPassword.newPassword, resetPasswordUpdateSchema.shape.newPassword) })
  .superRefine((values, context) => checkNewPassword(context, 'newPassword', values.newPassword));

/** The account's e-mail takes part in the rules: the new password may not contain it. */
export function changePasswordFormSchema(email: string) {
  const { shape } = changePasswordRequestSchema;
  return z
    .object({
      currentPassword: filled(L.changePassword.currentPassword, shape.currentPassword),
      newPassword: filled(L.changePassword.newPassword, shape.newPassword),
    })
    .superRefine((values, context) => checkNewPassword(context, 'newPassword', values.newPassword, email));
}

export const confirmPasswordFormSchema = z.object({
  password: filled(L.confirmPassword.password, passwordConfirmationSchema.shape.password),
});

/** Settings' e-mail change (ott): the new address and the password again. */
export const changeEmailFormSchema = z.object({
  emailAddress: filled(SETTINGS_PROFILE_LABELS.profile.email.newEmail, changeEmailRequestSchema.shape.emailAddress),
  password: filled(SETTINGS_PROFILE_LABELS.profile.email.password, changeEmailRequestSchema.shape.password),
});
