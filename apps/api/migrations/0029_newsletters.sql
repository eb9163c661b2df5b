-- Newsletters (issue 26 section 2): the newsletters on offer, and each viewer's choice of them.
--
-- The weekly what's new is users.newsletter_subscribed (the profile's "newsletter" choice, set by
-- registration, Complete Your Profile and PUT user): one truth, so it has no subscription row here
-- (the CHECK keeps it out). position orders the list as Settings shows it.
CREATE TABLE newsletters (
  id text PRIMARY KEY,
  position integer NOT NULL UNIQUE
);
INSERT INTO newsletters (id, position) VALUES ('whats-new', 1), ('premieres-and-fights', 2), ('offers', 3);

-- A viewer's choice of one of the other newsletters; no row: not subscribed (they are opt-in).
-- Goes with the user (ON DELETE CASCADE), so deleting an account leaves none behind.
CREATE TABLE newsletter_subscriptions (
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  newsletter_id text NOT NULL REFERENCES newsletters(id),
  subscribed boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tve_user_id, newsletter_id),
  CHECK (newsletter_id <> 'whats-new')
);
CREATE INDEX newsletter_subscriptions_subscribers_idx ON newsletter_subscriptions (newsletter_id) WHERE subscribed;
