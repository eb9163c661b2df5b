-- Changing the plan (issue 24 section 2): the embedded gateway keeps Recurly's subscription
-- changes (api.yaml SubscriptionChange). One row per change asked for: made `now`, it is applied
-- at once (activated_at = created_at) and kept as the record of what changed; made for the term's
-- end, it waits as the subscription's pending change until the renewal applies it (activated_at
-- then) or it is removed (deleted_at). add_ons: what the subscription will have, each
-- { addOnId, quantity, unitAmountCents }, priced for the new plan's interval.
CREATE TABLE gateway_subscription_changes (
  id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES gateway_subscriptions(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES gateway_plans(id),
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  add_ons jsonb NOT NULL DEFAULT '[]',
  activate_at timestamptz NOT NULL,
  activated_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one pending change per subscription: a new one replaces it (deleted_at set first).
CREATE UNIQUE INDEX gateway_subscription_changes_pending_idx ON gateway_subscription_changes (subscription_id)
  WHERE activated_at IS NULL AND deleted_at IS NULL;
