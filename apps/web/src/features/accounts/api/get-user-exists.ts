import { userExistsAnswerSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET user/exist/{email}: whether an account already has this e-mail (streaming spec section 5). */
export async function getUserExists(email: string): Promise<boolean> {
  return userExistsAnswerSchema.parse(await api.get(`user/exist/${encodeURIComponent(email)}`)).exists;
}
