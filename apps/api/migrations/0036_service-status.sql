-- The operator's service incidents (issue 29 section 4, `npm run status`): what is wrong, what it
-- affects, since when and until when (real time; ended_at null while open). Every instance reads
-- them (GET status): the switch is in the database, not in any instance.
CREATE TABLE service_incidents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  text text NOT NULL CHECK (char_length(text) BETWEEN 3 AND 280),
  affects text NOT NULL CHECK (affects IN ('ppv', 'live', 'sign-in', 'all')),
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX service_incidents_open_idx ON service_incidents (started_at) WHERE ended_at IS NULL;
CREATE INDEX service_incidents_ended_idx ON service_incidents (ended_at) WHERE ended_at IS NOT NULL;

-- Who was shown an incident's banner (the web app says so once per signed-in viewer and incident):
-- they get the all-clear. emailed_at is set before the e-mail is written (at most once; a failed
-- send is unset for the next run); dismissed_at when the viewer closes the in-app notice.
CREATE TABLE service_incident_viewers (
  incident_id integer NOT NULL REFERENCES service_incidents(id) ON DELETE CASCADE,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  emailed_at timestamptz,
  dismissed_at timestamptz,
  PRIMARY KEY (incident_id, tve_user_id)
);
CREATE INDEX service_incident_viewers_user_idx ON service_incident_viewers (tve_user_id) WHERE dismissed_at IS NULL;
CREATE INDEX service_incident_viewers_unmailed_idx ON service_incident_viewers (incident_id) WHERE emailed_at IS NULL;
