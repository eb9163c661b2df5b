import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { accountKeys } from './account-queries.ts';

const answerSchema = userSchema.pick({ emailAddress: true });

/** PUT user/email: the link's token; the e-mail changes now. Answers the new address. */
export async function confirmEmailChange(token: string): Promise<string | null> {
  return answerSchema.parse(await api.put('user/email', { token })).emailAddress;
}

/** The account's profile shows the e-mail, so it is fetched again after the change. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => asResult(confirmEmailChange(token)),
    onSuccess: (result) => (result.ok ? queryClient.invalidateQueries({ queryKey: accountKeys.all }) : undefined),
  });
}
