import { useMutation } from '@tanstack/react-query';
import { emptyObjectSchema, type ChangeEmailRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';

/** POST user/email: with the password again, mails a confirmation link to the new address. */
export async function changeEmail(request: ChangeEmailRequest): Promise<void> {
  emptyObjectSchema.parse(await api.post('user/email', request));
}

/** Nothing changes until the link is opened, so nothing is fetched again here. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (request: ChangeEmailRequest) => asResult(changeEmail(request)) });
}
