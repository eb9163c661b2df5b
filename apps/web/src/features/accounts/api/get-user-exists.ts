import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/exist/{email}: whether an account already has this e-mail (streaming spec section 5). */
export async function getUserExists(email: string): Promise<boolean> {
  return (await parseAnswer(
    api.get(`user/exist/${encodeURIComponent(email)}`),
    import('@stat/contracts/account-schemas'),
    (s) => s.userExistsAnswerSchema,
  )).exists;
}
