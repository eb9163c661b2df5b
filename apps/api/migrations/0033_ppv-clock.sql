-- The pay-per-view clock and incident switch in the database (issue 28: every instance agrees).
--
-- How far `npm run ppv -- --phase` moved the event's times (ms, added to every time in the event
-- file): one row shared by every instance, as gateway_clock. Before, DATA_DIR/ppv-clock.json,
-- which only the instances on that host read.
CREATE TABLE ppv_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO ppv_clock (id) VALUES (true);

-- The incident switch (`npm run ppv -- --incident start|end`) now writes ppv_incidents itself,
-- and every instance reads the open window from it (before, DATA_DIR/ppv-incident.json, which
-- the credits job copied here). A window followed by a later start of the same event had ended
-- by then, whatever the copy missed; at most one window per event is open, which makes two
-- starts at once one incident. Keyed by the event: an incident of something else (a later
-- issue's status switch) can have rows of its own without meeting this index.
UPDATE ppv_incidents AS open
SET ended_at = (SELECT min(later.started_at) FROM ppv_incidents AS later WHERE later.product_id = open.product_id AND later.started_at > open.started_at)
WHERE open.ended_at IS NULL
  AND EXISTS (SELECT 1 FROM ppv_incidents AS later WHERE later.product_id = open.product_id AND later.started_at > open.started_at);
CREATE UNIQUE INDEX ppv_incidents_open_idx ON ppv_incidents (product_id) WHERE ended_at IS NULL;
