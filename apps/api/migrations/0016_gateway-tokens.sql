-- The embedded payment gateway's one-time tokens (issue 23): what its card fields or its PayPal
-- approval page leave for one purchase or billing update, Recurly's token_id.
--
-- id: sha256 hex of the token the browser holds, which is never stored (like a session's).
-- Only what may be kept of a card: its brand (Recurly's card_type), first six and last four
-- digits and expiry, never the number or the CVV. behaviour: how a test card acts at charge time
-- (README's test cards), derived from the number when it was tokenised. A PayPal token keeps the
-- approving buyer and the billing agreement instead. A token is used once (used_at) and lives
-- 20 minutes (expires_at); rows are swept once expired, used ones included.
CREATE TABLE gateway_tokens (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('card', 'paypal')),
  card_type text,
  first_six text CHECK (first_six ~ '^[0-9]{6}$'),
  last_four text CHECK (last_four ~ '^[0-9]{4}$'),
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  email text,
  billing_agreement_id text,
  first_name text,
  last_name text,
  postal_code text,
  behaviour text NOT NULL CHECK (behaviour IN ('approve', 'decline', 'decline_at_renewal')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (
    (kind = 'card' AND card_type IS NOT NULL AND first_six IS NOT NULL AND last_four IS NOT NULL
      AND exp_month IS NOT NULL AND exp_year IS NOT NULL AND email IS NULL AND billing_agreement_id IS NULL)
    OR (kind = 'paypal' AND email IS NOT NULL AND billing_agreement_id IS NOT NULL AND behaviour = 'approve'
      AND card_type IS NULL AND first_six IS NULL AND last_four IS NULL AND exp_month IS NULL AND exp_year IS NULL)
  )
);
CREATE INDEX gateway_tokens_expires_idx ON gateway_tokens (expires_at);
