-- Exactly-once money calls (issue 23): the Idempotency-Key of each call of our API that charges
-- or changes a subscription, and the answer it got (plugins/idempotency.ts).

-- One row per key and scope. id: sha256 hex of the scope (the signed-in user, or none, the
-- method and route pattern) and the key, so one user's key never meets another's. fingerprint:
-- sha256 hex of the request (method, route, params, query and the body without its omitted
-- fields: a password is never hashed into it). lease: the token of the request holding the key;
-- only that request may store or release it, so a late answer from a request whose lease was
-- taken over changes nothing. In flight, locked_until is set (the lease runs out then, and
-- another request may take the key over) and the answer is null; answered, locked_until is null
-- and status_code and body hold what is replayed. Rows are swept hourly once expired: 24 hours
-- after the answer.
CREATE TABLE idempotency_keys (
  id text PRIMARY KEY,
  tve_user_id text REFERENCES users(tve_user_id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  lease uuid NOT NULL,
  locked_until timestamptz,
  status_code integer CHECK (status_code BETWEEN 100 AND 599),
  content_type text,
  body text,
  expires_at timestamptz NOT NULL,
  CONSTRAINT idempotency_keys_state CHECK (
    CASE WHEN locked_until IS NULL THEN status_code IS NOT NULL AND body IS NOT NULL
    ELSE status_code IS NULL AND content_type IS NULL AND body IS NULL END
  )
);
CREATE INDEX idempotency_keys_user_idx ON idempotency_keys (tve_user_id);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
