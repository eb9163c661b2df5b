-- Quick search asks for the few names nearest the typed text. GiST trigram indexes answer
-- "ORDER BY lower(name) <<-> text LIMIT n" by walking the index (nearest first), where the GIN
-- indexes of 0004 can only list every match for sorting (tens of thousands for "the").
CREATE INDEX titles_name_trgm_gist_idx ON titles USING gist (lower(name) gist_trgm_ops);
CREATE INDEX series_name_trgm_gist_idx ON series USING gist (lower(name) gist_trgm_ops);
