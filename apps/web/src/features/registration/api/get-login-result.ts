import { userSchema } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET user/loginresult: the user a TV provider sign-in just started a session for (the
 * /handleLogin page).
 */
export async function getLoginResult(): Promise<User> {
  return userSchema.parse(await api.get('user/loginresult'));
}
