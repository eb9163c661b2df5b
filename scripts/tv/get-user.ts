import { userSchema } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { callStat, issuesText, unexpectedAnswer } from './stat-http.ts';

const PATH = '/api/user';

/** The account the token signs in as, or `signedOut` once the viewer removed the device. */
export type UserAnswer = { ok: true; user: User } | { ok: false; signedOut: true };

/** GET /api/user as the device: `Authorization: Bearer <token>`. */
export async function getUser(baseUrl: string, token: string): Promise<UserAnswer> {
  const answer = await callStat(baseUrl, PATH, { method: 'GET', token });
  if (answer.status === 401) return { ok: false, signedOut: true };
  if (answer.status !== 200) throw unexpectedAnswer('GET', PATH, answer);
  const user = userSchema.safeParse(answer.body);
  if (user.success) return { ok: true, user: user.data };
  throw unexpectedAnswer('GET', PATH, answer, `not a user (${issuesText(user.error.issues)})`);
}
