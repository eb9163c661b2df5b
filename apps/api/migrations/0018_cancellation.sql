-- Cancellation (issue 24 section 6).
--
-- The embedded gateway's coupons learn Recurly's temporal duration: temporal_months set, the
-- coupon takes its percent off every invoice of the subscription it is redeemed on for that many
-- months after the redemption (Recurly's duration temporal, temporal_unit month); null, the first
-- billing period only (single_use), as before. The renewals work applies it.
ALTER TABLE gateway_coupons ADD COLUMN temporal_months integer CHECK (temporal_months > 0);

-- The exit survey's answers (POST questionnaire): one row per survey sent. category: the cancel
-- reason it was asked for; questions: [{ id, prompt, responses: [{ reply }] }] as sent, checked
-- against the survey's questions for that reason.
CREATE TABLE questionnaire_responses (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  category text NOT NULL,
  questions jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_responses_user_idx ON questionnaire_responses (tve_user_id);
CREATE INDEX questionnaire_responses_category_idx ON questionnaire_responses (category, created_at);

-- Each cancel (DELETE user/plan) with the reasons picked, kept for the product: reasons holds
-- cancel reason ids (contracts' CANCEL_REASON_IDS); subscription_id is the gateway's; expires_at,
-- when access ends; reactivated_at, set when it was taken back before then.
CREATE TABLE cancellations (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  subscription_id text NOT NULL,
  reasons text[] NOT NULL CHECK (cardinality(reasons) > 0),
  canceled_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  reactivated_at timestamptz
);
CREATE INDEX cancellations_user_idx ON cancellations (tve_user_id, canceled_at);
