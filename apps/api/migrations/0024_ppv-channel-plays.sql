-- Plays of the pay-per-view channel (issue 25 sections 4 and 5).
--
-- One row per start of the channel by an account (ppv/channel/startplay): started_at when it
-- started, last_seen_at moved on by each progress call (ppv/channel/{played|pause|endplay}/at/{sec}),
-- ended_at at endplay. failed_by_us marks a start our side failed (a start-play or the stream's
-- media answered with a server error, as in an outage), which counts for the automatic credits
-- as a live session does. product_id is the event's (the event file's productId).
CREATE TABLE ppv_channel_plays (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  product_id text NOT NULL,
  play_ref text,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  failed_by_us boolean NOT NULL DEFAULT false
);
CREATE INDEX ppv_channel_plays_product_idx ON ppv_channel_plays (product_id, started_at);
CREATE INDEX ppv_channel_plays_user_idx ON ppv_channel_plays (tve_user_id, product_id);
