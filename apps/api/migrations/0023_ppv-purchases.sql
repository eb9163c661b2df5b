-- Pay-per-view purchases (issue 25 section 3).
--
-- One row per account and event (product_id, the event file's productId): the unique pair is what
-- keeps a second purchase of the same event from charging again, whatever the Idempotency-Keys.
-- A purchase is claimed ('pending') before the gateway is called, and 'paid' with the gateway's
-- invoice once it answers; a declined or failed charge removes the claim. event_date is the main
-- event's start when it was bought (the operator may move the event).
CREATE TABLE ppv_purchases (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  product_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid')),
  description text NOT NULL,
  event_date timestamptz NOT NULL,
  amount_in_cents integer,
  payment_method text,
  invoice_id text,
  order_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (tve_user_id, product_id)
);
CREATE INDEX ppv_purchases_product_idx ON ppv_purchases (product_id, status);
