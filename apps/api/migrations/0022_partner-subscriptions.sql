-- Partner billing (issue 24 section 4).
--
-- A subscription billed by a partner (POST user/subscription/{partnerId}): the partner (contracts'
-- PARTNER_IDS), its member's subject at the partner's issuer, the offer taken (a plan code with a
-- coupon), and the free trial's end when it has one. A partner membership pays for one account:
-- (partner_id, member_subject) is unique, so a second account cannot ride on the same member.
CREATE TABLE partner_subscriptions (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  partner_id text NOT NULL,
  member_subject text NOT NULL,
  offer_code text NOT NULL,
  product_code text NOT NULL,
  coupon_code text NOT NULL,
  trial_ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_id, member_subject)
);
CREATE INDEX partner_subscriptions_user_idx ON partner_subscriptions (tve_user_id, created_at);
