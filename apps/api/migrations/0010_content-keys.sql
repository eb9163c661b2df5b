-- Content keys (issue 8): one AES-128 key per title for its on-demand media, and one per
-- channel and title for a program on a live channel (a live licence never opens the on-demand
-- media). Keys are stored wrapped (AES key wrap, RFC 3394) with a key-encryption key that is
-- never in the database, so a copy of the database alone opens nothing. No foreign key to
-- titles: a key outlives a catalogue re-import, so cached encrypted media stays playable.
CREATE TABLE content_keys (
  kid uuid PRIMARY KEY,
  title_id integer NOT NULL,
  channel text NOT NULL DEFAULT '',
  wrapped_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (title_id, channel)
);
