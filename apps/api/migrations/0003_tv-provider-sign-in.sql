-- TV-provider sign-in (issue 6): the provider's claims on the user, the embedded identity
-- provider's subscribers and storage, sign-in transactions, guessing limits, server secrets and
-- viewing restrictions.

-- Refreshed from the provider's claims at each sign-in. entitled: the package carries the network.
ALTER TABLE users ADD COLUMN entitled boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN household_id text;
-- One app user per provider account; one owner per user name, whatever its case.
CREATE UNIQUE INDEX users_provider_account_idx ON users (mso_id, mso_user_id) WHERE mso_user_id IS NOT NULL;
CREATE UNIQUE INDEX users_user_name_idx ON users (lower(user_name)) WHERE user_name IS NOT NULL;
CREATE INDEX users_household_idx ON users (mso_id, household_id) WHERE household_id IS NOT NULL;

-- The demo TV providers' own subscribers, as the embedded OpenID Connect provider knows them.
CREATE TABLE tv_subscribers (
  id text PRIMARY KEY,                 -- the subject (sub) the provider gives the app
  mso_id integer NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,         -- scrypt, with its parameters and salt
  account_type text NOT NULL CHECK (account_type IN ('primary','sub')),
  household_id text NOT NULL,
  entitled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tv_subscribers_login_idx ON tv_subscribers (mso_id, lower(username));

-- oidc-provider's storage (sessions, interactions, codes, grants), one row per model instance.
CREATE TABLE oidc_payloads (
  type text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (type, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);

-- The app's side of a sign-in under way: PKCE verifier, state and nonce, behind a cookie.
CREATE TABLE sign_in_transactions (
  id text PRIMARY KEY,                 -- sha256 hex of the cookie token
  mso_id integer NOT NULL,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_page text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_transactions_expires_idx ON sign_in_transactions (expires_at);

-- Failed password attempts, counted per key (an account, an address) within a window.
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- Generated once and shared by every instance: signing keys, cookie keys, client secrets.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Viewing restrictions per profile; default_* are what a primarySub household's subs start with.
CREATE TABLE parental_controls (
  tve_user_id text PRIMARY KEY REFERENCES users(tve_user_id) ON DELETE CASCADE,
  movie text NOT NULL,
  tv text NOT NULL,
  default_movie text NOT NULL,
  default_tv text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
