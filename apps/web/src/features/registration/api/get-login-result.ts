import type { User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET user/loginresult: the user a TV provider sign-in just started a session for (the
 * /handleLogin page).
 */
export async function getLoginResult(): Promise<User> {
  return parseAnswer(api.get('user/loginresult'), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
}
