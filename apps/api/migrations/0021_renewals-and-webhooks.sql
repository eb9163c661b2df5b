-- Renewals, failed payments and webhooks (issue 24 section 5).
--
-- The embedded gateway's clock: its "now" is real time plus offset_ms, one row shared by every
-- instance on the database; `npm run billing:advance` moves it forward (never back).
CREATE TABLE gateway_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO gateway_clock (id) VALUES (true);

-- Dunning, as Recurly has it: a renewal invoice the card did not pay is past_due, with the
-- subscription still active; collection_attempts counts the charges tried (the first included)
-- and next_collection_at is when the next retry is due (null once paid or failed).
-- subscription_id: the subscription a renewal invoice renews (null for purchases and credits).
ALTER TABLE gateway_invoices ADD COLUMN subscription_id text REFERENCES gateway_subscriptions(id) ON DELETE SET NULL;
ALTER TABLE gateway_invoices ADD COLUMN collection_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE gateway_invoices ADD COLUMN next_collection_at timestamptz;
CREATE INDEX gateway_invoices_dunning_idx ON gateway_invoices (next_collection_at) WHERE state = 'past_due';
CREATE INDEX gateway_subscriptions_due_idx ON gateway_subscriptions (current_period_ends_at) WHERE state IN ('active', 'canceled');

-- The gateway's webhook notifications (Recurly's JSON webhooks), written in the same transaction
-- as the change they tell of, then delivered to the API until it answers 2xx: body is the JSON
-- sent, signed afresh at each attempt. next_attempt_at: when the next attempt is due (a claim
-- pushes it forward, so two instances never send the same one at once); delivered_at: done.
CREATE TABLE gateway_webhook_notifications (
  id text PRIMARY KEY,
  object_type text NOT NULL,
  event_type text NOT NULL,
  account_code text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateway_webhook_notifications_due_idx ON gateway_webhook_notifications (next_attempt_at) WHERE delivered_at IS NULL;

-- The API's side (areas/billing): each webhook notification handled once, however many times it
-- is delivered, on whichever instance. state handling: an instance is on it (taken over after a
-- minute, as a crashed one never finishes); handled: done, a later delivery only acknowledged.
CREATE TABLE billing_webhooks (
  id text PRIMARY KEY,
  event_type text NOT NULL,
  account_code text NOT NULL,
  state text NOT NULL CHECK (state IN ('handling', 'handled')),
  received_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);

-- The dunning e-mail, once per failed renewal: the past-due invoice (the gateway's id) it was
-- sent for.
CREATE TABLE billing_dunning_notices (
  invoice_id text PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);
