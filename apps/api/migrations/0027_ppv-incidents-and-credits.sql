-- Pay-per-view incidents and automatic credits (issue 25 section 5), and the embedded gateway's refunds.
--
-- A refund's credit invoice names the charge invoice it refunds (Recurly's previous_invoice_id):
-- what an invoice may still refund is what it was paid less what its refunds gave back already.
ALTER TABLE gateway_invoices ADD COLUMN previous_invoice_id text REFERENCES gateway_invoices(id) ON DELETE SET NULL;
CREATE INDEX gateway_invoices_previous_idx ON gateway_invoices (previous_invoice_id) WHERE previous_invoice_id IS NOT NULL;

-- The operator's incident windows (`npm run ppv -- --incident start|end` writes DATA_DIR/ppv-incident.json;
-- every server reading it records each window here). One row per event and start: the same window
-- written twice, by one instance or several, is one row, its end filled in when the incident ends.
-- Times are real time (the plays' clock); ended_at null while the incident is open.
-- clock_offset_ms is the event clock's offset when the window opened (npm run ppv -- --phase moves
-- the night): the window's place in the night is its real time less it, plus the offset in force.
CREATE TABLE ppv_incidents (
  product_id text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  clock_offset_ms bigint NOT NULL DEFAULT 0,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, started_at),
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);

-- The automatic credits: one per account and event (the unique pair is what makes the job credit
-- a buyer once, whatever the runs, instances or crashes). A row is claimed (claimed_at, a one-minute
-- lease a crashed run leaves behind) before the gateway's refund, which is sent with an
-- Idempotency-Key made from the row's id; refunded_at and credit_invoice_id once the gateway
-- answered; emailed_at once the buyer's e-mail is written. amount_in_cents is the tier's share of
-- what the purchase paid; tier 'full' | 'half' | 'quarter'; reason what the buyer missed.
CREATE TABLE ppv_credits (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  product_id text NOT NULL,
  purchase_id uuid NOT NULL REFERENCES ppv_purchases(id) ON DELETE CASCADE,
  tier text NOT NULL CHECK (tier IN ('full', 'half', 'quarter')),
  reason text NOT NULL CHECK (reason IN ('main-event', 'prelims')),
  amount_in_cents integer NOT NULL CHECK (amount_in_cents > 0),
  claimed_at timestamptz NOT NULL,
  refunded_at timestamptz,
  credit_invoice_id text,
  payment_method text,
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tve_user_id, product_id)
);
CREATE INDEX ppv_credits_unrefunded_idx ON ppv_credits (product_id) WHERE refunded_at IS NULL OR emailed_at IS NULL;
