-- The migration to a direct (ott) account (issue 26, section 6): which direct account a
-- TV-provider viewer moved to. direct_tve_user_id has no foreign key: the direct service may run
-- on a database of its own (MIGRATION_DATABASE_URL). email: normalized, as accounts.email.
-- migrated_at: the latest move (a second one copies what was added since).
CREATE TABLE account_migrations (
  tve_user_id text PRIMARY KEY REFERENCES users(tve_user_id) ON DELETE CASCADE,
  direct_tve_user_id text NOT NULL,
  email text NOT NULL,
  migrated_at timestamptz NOT NULL DEFAULT now()
);
