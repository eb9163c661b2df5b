import type { User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/autoplay/{true|false}: the viewer's autoplay of the next title; answers the user. */
export async function setAutoplay(on: boolean): Promise<User> {
  return parseAnswer(api.post(`user/autoplay/${on}`), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
}
