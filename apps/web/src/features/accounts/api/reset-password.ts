import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordUpdateSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

type PasswordReset = z.input<typeof resetPasswordUpdateSchema>;

/** PUT user/resetpassword: the link's token and the new password. */
export async function resetPassword(reset: PasswordReset): Promise<void> {
  await parseAnswer(api.put('user/resetpassword', reset), import('@stat/contracts/server-api-schemas'), (s) => s.emptyObjectSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: (reset: PasswordReset) => asResult(resetPassword(reset)) });
}
