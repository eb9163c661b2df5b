import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordConfirmationSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

/** POST user/authentication: checks the account's password (before a purchase, or to show the account). */
export async function confirmPassword(confirmation: PasswordConfirmation): Promise<void> {
  await parseAnswer(api.post('user/authentication', confirmation), import('@stat/contracts/server-api-schemas'), (s) => s.emptyObjectSchema);
}

/** Errors are a result: a wrong password is shown on the form's field (streaming spec section 5). */
export function useConfirmPassword() {
  return useMutation({ mutationFn: (confirmation: PasswordConfirmation) => asResult(confirmPassword(confirmation)) });
}
