-- Device activation (issue 10): the TVs a viewer activated with a code (RFC 8628), the codes
-- under way, and each TV's session.

-- One row per activated TV, from the viewer's approval until they remove it. name: the
-- platform's display name at activation. Newest first per viewer is the list's order.
CREATE TABLE devices (
  id uuid PRIMARY KEY,
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  platform text NOT NULL,
  name text NOT NULL,
  activated_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX devices_user_idx ON devices (tve_user_id, activated_at DESC);

-- A TV's request for a code, until it expires (swept hourly). id: sha256 hex of the
-- device_code, which is never stored; user_code: the 8 letters without the dash, unique among
-- all rows (an expired one is replaced when its letters come up again). The approving viewer is
-- the device's, so the row follows the device (and its user) when either is deleted.
CREATE TABLE device_authorizations (
  id text PRIMARY KEY,
  user_code text NOT NULL UNIQUE,
  client_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','denied','exchanged')),
  interval_seconds integer NOT NULL CHECK (interval_seconds > 0),
  last_polled_at timestamptz,
  device_id uuid REFERENCES devices(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT device_authorizations_approved_device CHECK ((status IN ('approved','exchanged')) = (device_id IS NOT NULL))
);
CREATE INDEX device_authorizations_expires_idx ON device_authorizations (expires_at);

-- A TV's session: a viewer's, tied to its device, without expiry (it lasts until the device is
-- removed, which deletes it). Every other session keeps its 30-day sliding expiry.
ALTER TABLE sessions
  ADD COLUMN device_id uuid REFERENCES devices(id) ON DELETE CASCADE,
  ALTER COLUMN expires_at DROP NOT NULL,
  ADD CONSTRAINT sessions_device_kind CHECK (
    CASE WHEN device_id IS NULL THEN expires_at IS NOT NULL ELSE expires_at IS NULL AND tve_user_id IS NOT NULL END
  );
CREATE INDEX sessions_device_idx ON sessions (device_id) WHERE device_id IS NOT NULL;
