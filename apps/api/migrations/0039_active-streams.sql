-- The streams an account plays now, one per signed-in session (a browser, a TV), for the limit of
-- streams at once (issue 29, "Why can't I play this?"). Start-play claims the session's row, each
-- progress call renews last_seen_at, endplay removes it; a row unheard from for a while no longer
-- counts. Stopping a stream from another device marks it stopped: that device's next progress
-- call is told, and its player stops. Signing out (the session's deletion) removes it.
CREATE TABLE active_streams (
  -- What the viewer stops it by: random, never the session's id.
  id text PRIMARY KEY,
  session_id text NOT NULL UNIQUE REFERENCES sessions(id) ON DELETE CASCADE,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  device_name text NOT NULL,
  playing text NOT NULL,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  stopped_at timestamptz
);
CREATE INDEX active_streams_user ON active_streams (tve_user_id, last_seen_at);
