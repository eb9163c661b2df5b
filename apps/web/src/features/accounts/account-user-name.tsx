/**
 * The account's e-mail as a hidden user name beside a password field: password managers file
 * and fill a password by its user name, and a form asking for the password alone gives none.
 */
export function AccountUserName({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
