-- Direct (ott) accounts (issue 11): e-mail and password at the service's own account provider,
-- and the password-reset links mailed to them.

-- The sign-in credentials of a users row that is a direct account. email: normalized (trimmed,
-- lower case) before it is stored or compared, so the unique constraint is case-insensitive in
-- effect. password_hash: scrypt (idp/password-hash.ts). birth_date: as the Create Account form
-- gave it (the 18-year rule is checked there and then).
CREATE TABLE accounts (
  tve_user_id text PRIMARY KEY REFERENCES users(tve_user_id) ON DELETE CASCADE,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  birth_date date,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A reset link's token, valid once until expires_at. token_hash: sha256 hex of the token, which
-- is never stored. A new link for the account deletes its older unused ones; rows are swept
-- hourly once expired, used ones included.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES accounts(tve_user_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (tve_user_id);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
