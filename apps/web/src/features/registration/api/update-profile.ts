import { useMutation } from '@tanstack/react-query';
import { updateProfileRequestSchema } from '@stat/contracts';
import type { UpdateProfileRequest, User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user: Settings' profile; the answer is the user as saved. */
export async function updateProfile(request: UpdateProfileRequest): Promise<User> {
  return parseAnswer(api.put('user', updateProfileRequestSchema.parse(request)), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
}

/** The profile save as a mutation whose API errors are a result: the form shows them in place. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: (request: UpdateProfileRequest) => asResult(updateProfile(request)) });
}
