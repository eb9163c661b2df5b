import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/resetpassword: e-mails a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await parseAnswer(api.post('user/resetpassword', { email }), import('@stat/contracts/server-api-schemas'), (s) => s.emptyObjectSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => asResult(requestPasswordReset(email)) });
}
