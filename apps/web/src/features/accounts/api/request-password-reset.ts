import { useMutation } from '@tanstack/react-query';
import { emptyObjectSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';

/** POST user/resetpassword: e-mails a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  emptyObjectSchema.parse(await api.post('user/resetpassword', { email }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => asResult(requestPasswordReset(email)) });
}
