import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/email: with the password again, mails a confirmation link to the new address. */
export async function changeEmail(request: ChangeEmailRequest): Promise<void> {
  await parseAnswer(api.post('user/email', request), import('@stat/contracts/server-api-schemas'), (s) => s.emptyObjectSchema);
}

/** Nothing changes until the link is opened, so nothing is fetched again here. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (request: ChangeEmailRequest) => asResult(changeEmail(request)) });
}
