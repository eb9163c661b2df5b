-- The request limits' counters, shared by every API instance on this database (issue 28,
-- docs/deploy.md "Rate limiting"): one row per limit and client address, for the current window.
-- UNLOGGED: a counter is worth a minute; losing them in a crash lets a few more requests through,
-- and skipping the write-ahead log keeps one write per counted request cheap.
CREATE UNLOGGED TABLE rate_limit_counters (
  -- The limit's name and the client's address, e.g. `request:203.0.113.7`, `search:2001:db8::`.
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
