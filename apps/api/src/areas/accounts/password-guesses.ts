import { ACCOUNT_LIMITS } from '@stat/contracts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../sign-in/idp/password-hash.ts';
import type { KeyedLimit, SignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';

export type PasswordCheck = 'right' | 'wrong' | 'blocked';

/** Who is typing the password: the signed-in user and the client address. */
export interface Guesser {
  tveUserId: string;
  ip: string;
}

/**
 * Checks a signed-in user's password (confirmation, change) against guessing: wrong ones are
 * counted per user and per client address (ACCOUNT_LIMITS); past either limit the password is
 * not checked at all, so guessing further learns nothing. A right one clears the user's count.
 * `hash` null (no account of theirs to check against) costs the same scrypt and is wrong.
 */
export function createPasswordGuesses(failures: SignInFailuresRepository) {
  return async function checkPassword(guesser: Guesser, password: string, hash: string | null): Promise<PasswordCheck> {
    const account: KeyedLimit = { key: `password-account:${guesser.tveUserId}`, limit: ACCOUNT_LIMITS.passwordPerAccount };
    const counters = [account, { key: `password-address:${guesser.ip}`, limit: ACCOUNT_LIMITS.passwordPerAddress }];
    if (await failures.isAnyBlocked(counters)) return 'blocked';
    const matches = await verifyPassword(password, hash ?? UNKNOWN_ACCOUNT_HASH);
    if (hash === null || !matches) {
      await failures.recordEach(counters);
      return 'wrong';
    }
    await failures.clear(account.key);
    return 'right';
  };
}
export type CheckPassword = ReturnType<typeof createPasswordGuesses>;
