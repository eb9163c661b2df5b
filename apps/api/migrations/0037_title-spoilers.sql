-- The spoiler shield (issue 29 section 2): which fields of a title or episode spoil, as the
-- catalogue file marks them (contracts' SPOILER_FIELDS). Public answers carry them shielded.
ALTER TABLE titles ADD COLUMN spoilers text[] NOT NULL DEFAULT '{}';
