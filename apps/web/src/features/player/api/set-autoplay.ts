import { userSchema, type User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/** POST user/autoplay/{true|false}: the viewer's autoplay of the next title; answers the user. */
export async function setAutoplay(on: boolean): Promise<User> {
  return userSchema.parse(await api.post(`user/autoplay/${on}`));
}
