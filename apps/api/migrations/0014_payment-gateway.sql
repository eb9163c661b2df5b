-- The embedded payment gateway (issue 23, areas/payment-gateway): its own copy of the Recurly
-- records it answers for. Ids are Recurly-style (12 lower-case letters and digits), uuids 32 hex
-- digits. Money is in cents; the API's answers turn it into decimal amounts. A card is kept only
-- as its brand, last four digits and expiry: never its number, first six or CVV. Its one-time
-- tokens are the browser side's table (gateway_tokens, migration 0016).

-- What is on sale, seeded from the operator's plans file at every start (rows upserted by code;
-- a plan, add-on or coupon gone from the file is deactivated, never deleted: old invoices and
-- subscriptions still point at it). An annual plan is 12 months, as Recurly counts intervals.
CREATE TABLE gateway_plans (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  interval_unit text NOT NULL CHECK (interval_unit IN ('days', 'months')),
  interval_length integer NOT NULL CHECK (interval_length > 0),
  trial_unit text NOT NULL CHECK (trial_unit IN ('days', 'months')),
  trial_length integer NOT NULL CHECK (trial_length >= 0),
  currency text NOT NULL,
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Each plan's copy of an add-on, priced for the plan's interval (Recurly's add-ons belong to a plan).
CREATE TABLE gateway_add_ons (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES gateway_plans(id),
  code text NOT NULL,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  currency text NOT NULL,
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (plan_id, code)
);

-- Percent off the first billing period (Recurly's single_use duration) of the plans named by
-- code. Expired once redeem_by has passed, or when deactivated (expired_at).
CREATE TABLE gateway_coupons (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  plan_codes text[] NOT NULL,
  redeem_by timestamptz,
  expired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- code: ours (the account's code at Recurly is the user's id), unique; Recurly's answers carry both.
CREATE TABLE gateway_accounts (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  email text,
  first_name text,
  last_name text,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One payment method per account (no wallet), replaced by each new token. behaviour: how the
-- test card (or the PayPal stand-in) answers a charge: approve, decline, decline_at_renewal.
CREATE TABLE gateway_billing_infos (
  id text PRIMARY KEY,
  account_id text NOT NULL UNIQUE REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  payment_type text NOT NULL CHECK (payment_type IN ('credit_card', 'paypal_billing_agreement')),
  card_type text,
  last_four text CHECK (last_four ~ '^[0-9]{4}$'),
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  billing_agreement_id text,
  first_name text,
  last_name text,
  postal_code text,
  behaviour text NOT NULL CHECK (behaviour IN ('approve', 'decline', 'decline_at_renewal')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((payment_type = 'credit_card') = (last_four IS NOT NULL AND exp_month IS NOT NULL AND exp_year IS NOT NULL)),
  CHECK ((payment_type = 'paypal_billing_agreement') = (billing_agreement_id IS NOT NULL))
);

-- Invoice numbers, shared by charge and credit invoices, as Recurly's are.
CREATE SEQUENCE gateway_invoice_numbers START 1001;

-- A charge invoice (a purchase; renewals next) or a credit invoice (a redeemed gift card). Amounts
-- in cents, a credit invoice's negative. balance: what is still owed (a credit invoice: the credit
-- still unspent, negative); paid: what its payments and applied credit covered.
CREATE TABLE gateway_invoices (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  number integer NOT NULL UNIQUE DEFAULT nextval('gateway_invoice_numbers'),
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('charge', 'credit')),
  origin text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'processing', 'past_due', 'paid', 'closed', 'failed', 'voided', 'open')),
  currency text NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  total_cents integer NOT NULL,
  paid_cents integer NOT NULL DEFAULT 0,
  balance_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX gateway_invoices_account_idx ON gateway_invoices (account_id, created_at);

-- redeemed_at without a recipient: redeemed before it reached this gateway (the plans file says so).
CREATE TABLE gateway_gift_cards (
  id text PRIMARY KEY,
  redemption_code text NOT NULL UNIQUE,
  currency text NOT NULL,
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  recipient_account_id text REFERENCES gateway_accounts(id) ON DELETE SET NULL,
  redemption_invoice_id text REFERENCES gateway_invoices(id) ON DELETE SET NULL,
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Periods and states as Recurly has them, for the renewals, changes and cancellations to come:
-- in a trial the current period is the trial.
CREATE TABLE gateway_subscriptions (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES gateway_plans(id),
  state text NOT NULL CHECK (state IN ('active', 'canceled', 'expired', 'failed', 'future', 'paused')),
  currency text NOT NULL,
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  auto_renew boolean NOT NULL DEFAULT true,
  trial_started_at timestamptz,
  trial_ends_at timestamptz,
  current_period_started_at timestamptz NOT NULL,
  current_period_ends_at timestamptz NOT NULL,
  current_term_started_at timestamptz NOT NULL,
  current_term_ends_at timestamptz NOT NULL,
  activated_at timestamptz,
  canceled_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateway_subscriptions_account_idx ON gateway_subscriptions (account_id, created_at);

CREATE TABLE gateway_subscription_add_ons (
  id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES gateway_subscriptions(id) ON DELETE CASCADE,
  add_on_id text NOT NULL REFERENCES gateway_add_ons(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, add_on_id)
);

-- A coupon on a subscription. active until its single billing period has been discounted (at
-- purchase, or at the first renewal after a trial).
CREATE TABLE gateway_coupon_redemptions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  coupon_id text NOT NULL REFERENCES gateway_coupons(id),
  subscription_id text REFERENCES gateway_subscriptions(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('active', 'inactive')),
  discounted_cents integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX gateway_coupon_redemptions_subscription_idx ON gateway_coupon_redemptions (subscription_id);

-- What an invoice charged or credited, as sold at the time (codes and prices copied).
CREATE TABLE gateway_line_items (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  invoice_id text NOT NULL REFERENCES gateway_invoices(id) ON DELETE CASCADE,
  -- The line's place on its invoice (the plan, then its add-ons, subscription by subscription).
  position integer NOT NULL,
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  subscription_id text REFERENCES gateway_subscriptions(id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('charge', 'credit')),
  origin text NOT NULL,
  plan_id text,
  plan_code text,
  add_on_id text,
  add_on_code text,
  description text NOT NULL,
  currency text NOT NULL,
  quantity integer NOT NULL,
  unit_amount_cents integer NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  amount_cents integer NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gateway_line_items_invoice_idx ON gateway_line_items (invoice_id, position);

-- Credit (a gift card's credit invoice) spent on a charge invoice.
CREATE TABLE gateway_credit_payments (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  original_invoice_id text NOT NULL REFERENCES gateway_invoices(id) ON DELETE CASCADE,
  applied_to_invoice_id text NOT NULL REFERENCES gateway_invoices(id) ON DELETE CASCADE,
  currency text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateway_credit_payments_applied_idx ON gateway_credit_payments (applied_to_invoice_id);
CREATE INDEX gateway_credit_payments_original_idx ON gateway_credit_payments (original_invoice_id);

-- Every attempt to charge or verify a payment method, declined ones included (they have no
-- invoice). The payment method is copied as it was: brand, last four, expiry, or the agreement.
CREATE TABLE gateway_transactions (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES gateway_accounts(id) ON DELETE CASCADE,
  invoice_id text REFERENCES gateway_invoices(id) ON DELETE SET NULL,
  subscription_ids text[] NOT NULL DEFAULT '{}',
  type text NOT NULL CHECK (type IN ('authorization', 'capture', 'purchase', 'refund', 'verify')),
  origin text NOT NULL,
  status text NOT NULL CHECK (status IN ('chargeback', 'declined', 'error', 'pending', 'processing', 'scheduled', 'success', 'void')),
  success boolean NOT NULL,
  currency text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  payment_type text NOT NULL,
  card_type text,
  last_four text,
  exp_month integer,
  exp_year integer,
  billing_agreement_id text,
  status_code text,
  status_message text,
  customer_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  collected_at timestamptz
);
CREATE INDEX gateway_transactions_account_idx ON gateway_transactions (account_id, created_at);

-- POSTs and PUTs that carried an Idempotency-Key, as Recurly keeps them: the first answer, replayed
-- for the same key, method and path for an hour. running: the first is still being answered.
-- fingerprint: sha256 hex of the body, so the same key with another body is refused.
CREATE TABLE gateway_idempotency_keys (
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  status_code integer,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, method, path)
);
CREATE INDEX gateway_idempotency_keys_expires_idx ON gateway_idempotency_keys (expires_at);
