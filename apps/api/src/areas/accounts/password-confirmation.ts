import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createSignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';
import { accountErrors } from './account-answers.ts';
import { createPasswordGuesses, type PasswordCheck } from './password-guesses.ts';

/** The answer to a password that is not right; null when it is. */
export function passwordRefusal(check: PasswordCheck): ((reply: FastifyReply) => FastifyReply) | null {
  if (check === 'blocked') return accountErrors.tooManyAttempts;
  return check === 'wrong' ? accountErrors.wrongPassword : null;
}

/**
 * Confirming the signed-in viewer's own password (Confirm Your Password, and a purchase: streaming
 * spec section 6), counted against guessing as every password check is. Another account's e-mail,
 * or a viewer with no direct account, is checked against no hash: a wrong password that counts as
 * one, so nobody else's password is ever confirmed. Answers the refusal (401 wrong, 429 blocked)
 * and gives false when the password is not right.
 */
export function createPasswordConfirmation(db: Db, now?: () => Date) {
  const checkPassword = createPasswordGuesses(createSignInFailuresRepository(db, now));
  return {
    checkPassword,
    async confirmPassword(request: FastifyRequest, reply: FastifyReply, password: string, email?: string): Promise<boolean> {
      const { user } = request.signedInViewer();
      const account = await request.server.accountsRepository.findById(user.tveUserId);
      const own = account !== null && (email === undefined || account.email === email);
      const refused = passwordRefusal(await checkPassword({ tveUserId: user.tveUserId, ip: request.ip }, password, own ? account.passwordHash : null));
      if (!refused) return true;
      refused(reply);
      return false;
    },
  };
}
