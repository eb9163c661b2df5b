-- The client's analytics events (POST client-interaction): page views, clicks, player and
-- purchase events. The user is the session's (null signed out), never one the body names.
CREATE TABLE client_interactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Deleting a user deletes their events: with the device id they are personal data.
  tve_user_id text REFERENCES users(tve_user_id) ON DELETE CASCADE,
  action text NOT NULL,
  action_type text NOT NULL CHECK (action_type IN ('pageView','click','player','purchase')),
  page_name text NOT NULL,
  site_section text,
  sub_sections text[] NOT NULL DEFAULT '{}',
  content_id bigint,                   -- the client's number, unchecked: a bigint holds any it may send
  -- The client's clock, as sent; received_at is ours.
  happened_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  app_variant text NOT NULL,
  app_version text NOT NULL,
  device_id text NOT NULL
);
-- Deleting a user looks its events up; reports and pruning read by time.
CREATE INDEX client_interactions_user_idx ON client_interactions (tve_user_id) WHERE tve_user_id IS NOT NULL;
CREATE INDEX client_interactions_received_idx ON client_interactions (received_at);
