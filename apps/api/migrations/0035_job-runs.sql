-- Scheduled jobs run once per period across every API instance (issue 28): each run first claims
-- its job's current period (the database's time divided by the job's interval); only the
-- instance whose claim moves the row forward runs it, the others skip that period.
CREATE TABLE job_runs (
  job text PRIMARY KEY,
  -- The last period claimed: floor(epoch milliseconds / interval).
  period bigint NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
