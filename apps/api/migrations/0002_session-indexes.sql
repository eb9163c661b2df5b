-- Sessions are looked up by id (the primary key); these serve the clean-up of expired rows
-- and "sign this user out everywhere" in later issues.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX sessions_tve_user_id_idx ON sessions (tve_user_id);
