-- One-time charges at the embedded gateway (issue 25 section 3: the pay-per-view).
--
-- Coupons may take a fixed amount off (Recurly's discount.type fixed, its USD amount here in
-- cents) instead of a percentage, and may apply to one-time charges (Recurly's
-- applies_to_non_plan_charges): FIGHTNIGHT10, $10 off the pay-per-view. A fixed coupon has no
-- percent_off. A one-time line item keeps the product_code it was sold with.
ALTER TABLE gateway_coupons ALTER COLUMN percent_off DROP NOT NULL;
ALTER TABLE gateway_coupons ADD COLUMN discount_type text NOT NULL DEFAULT 'percent' CHECK (discount_type IN ('percent', 'fixed'));
ALTER TABLE gateway_coupons ADD COLUMN amount_off_cents integer CHECK (amount_off_cents > 0);
ALTER TABLE gateway_coupons ADD COLUMN applies_to_non_plan_charges boolean NOT NULL DEFAULT false;
ALTER TABLE gateway_coupons ADD CONSTRAINT gateway_coupons_discount_check CHECK (
  (discount_type = 'percent' AND percent_off IS NOT NULL) OR (discount_type = 'fixed' AND amount_off_cents IS NOT NULL)
);
ALTER TABLE gateway_line_items ADD COLUMN product_code text;

-- The gateway Idempotency-Key a pay-per-view claim charges with: a retry of the same intent (the
-- same key) after a crash mid-charge resumes the claim and replays the same charge, never a second
-- one (areas/ppv/ppv-sale-rules.ts).
ALTER TABLE ppv_purchases ADD COLUMN gateway_key text;
