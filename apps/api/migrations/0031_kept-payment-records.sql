-- Payment records kept after their account is deleted (issue 26 section 5; areas/account-data).
-- Only what tax and accounting law asks a seller to keep: what was sold, for how much, when,
-- and the invoice it is on. No user id, name, e-mail or payment method: the invoice number leads
-- to the payment gateway's invoice, the record that carries the buyer as the law requires
-- (docs/decisions.md, "Settings: the account's data").
CREATE TABLE kept_payment_records (
  -- The pay-per-view purchase's or credit's own id: copying twice keeps one row.
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('ppv_purchase', 'ppv_credit')),
  product_id text NOT NULL,
  description text NOT NULL,
  -- What was charged (a purchase) or paid back (a credit), in US cents.
  amount_in_cents integer NOT NULL,
  invoice_id text,
  order_number text,
  transacted_at timestamptz NOT NULL,
  account_deleted_at timestamptz NOT NULL
);
