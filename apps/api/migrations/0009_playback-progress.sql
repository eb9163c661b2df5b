-- The player's progress calls (streaming spec section 7, "Live schedule and playback").

-- Which call last moved each bookmark: the play (start-play's refid, a UUIDv7, so a later play
-- sorts after an earlier one) and the call's number within it. A write applies only when it is
-- newer than these (watch-progress-repository.ts), so a late or repeated call never moves a
-- bookmark back. Rows from before have neither: any play is newer than them.
ALTER TABLE watch_progress
  ADD COLUMN play_ref uuid,
  ADD COLUMN play_seq integer CHECK (play_seq >= 0),
  ADD CONSTRAINT watch_progress_play_order CHECK ((play_ref IS NULL) = (play_seq IS NULL));

-- Live channel viewing: what happened, on which channel, when. Events, not a position, so each
-- call is a row; the user is the session's (the calls are signed-in only).
CREATE TABLE channel_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  channel_id text NOT NULL CHECK (channel_id IN ('shoeast','showest','ppv')),
  event text NOT NULL CHECK (event IN ('played','pause','endplay')),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_views_user_idx ON channel_views (tve_user_id);
CREATE INDEX channel_views_received_idx ON channel_views (received_at);

-- House pre-rolls played before free titles. Free titles play signed out too, so the user is
-- the session's or null, never one the body names.
CREATE TABLE ad_plays (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tve_user_id text REFERENCES users(tve_user_id) ON DELETE CASCADE,
  creative_id text NOT NULL,
  event text NOT NULL CHECK (event IN ('start','end','pause','resume')),
  -- Seconds into the ad; start has none.
  at_seconds integer CHECK (at_seconds >= 0),
  -- The title's play the ad came before, when the player said.
  play_ref uuid,
  received_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((event = 'start') = (at_seconds IS NULL))
);
CREATE INDEX ad_plays_user_idx ON ad_plays (tve_user_id) WHERE tve_user_id IS NOT NULL;
CREATE INDEX ad_plays_received_idx ON ad_plays (received_at);
