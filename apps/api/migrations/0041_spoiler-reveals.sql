-- The spoiler shield per viewer (issue 29 section 2): the items a viewer revealed one by one, and
-- the viewers who turned the shield off in Settings (a row here; on by default, so no row).
CREATE TABLE spoiler_reveals (
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles(id) ON DELETE CASCADE,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tve_user_id, title_id)
);

CREATE TABLE spoiler_shield_off (
  tve_user_id text PRIMARY KEY REFERENCES users(tve_user_id) ON DELETE CASCADE,
  turned_off_at timestamptz NOT NULL DEFAULT now()
);
