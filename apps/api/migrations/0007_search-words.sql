-- Quick search at 100,000 titles (issue 7: p95 within 15 ms). The nearest-first trigram walk of
-- 0006 read much of its index for texts near few names (a typo, a rare pair of words): 10-60 ms
-- on PostgreSQL, several times that on PGlite; a GIN word index must list every name with the
-- word before any is fetched (15 ms on PGlite for a word in 3,000 names). Suggestions now come
-- from a B-tree range scan that stops after a few rows (search-repository.ts).
DROP INDEX titles_name_trgm_gist_idx;
DROP INDEX series_name_trgm_gist_idx;

-- Every word of every searchable name with its place in the name, each row with all the name's
-- words (' the quiet ministry'), stored in index order so that the names holding a word are
-- neighbours on disk: the names with a word starting with the rarest typed word and words
-- starting with the others, those with the word early first, come from one range scan that
-- stops after a few rows, without a visit to the titles.
CREATE MATERIALIZED VIEW search_terms AS
  SELECT kind, word, position, id, words, expires_at FROM (
    SELECT DISTINCT ON (kind, word, id) kind, term.word COLLATE "C" AS word, term.position, id, words, expires_at
    FROM (
      SELECT 'series' AS kind, id, NULL::timestamptz AS expires_at,
             ' ' || array_to_string(regexp_split_to_array(lower(name), '[^[:alnum:]]+'), ' ') AS words
      FROM series
      UNION ALL
      SELECT 'title', id, expires_at, ' ' || array_to_string(regexp_split_to_array(lower(name), '[^[:alnum:]]+'), ' ')
      FROM titles WHERE type IN ('movie', 'fight', 'episode')
    ) named, unnest(string_to_array(trim(words), ' ')) WITH ORDINALITY AS term(word, position)
    WHERE term.word <> ''
    ORDER BY kind, word, id, position
  ) terms
  ORDER BY kind, word, position, id;
CREATE INDEX search_terms_word_idx ON search_terms (kind, word, position);

-- The catalogue's vocabulary with how many names hold each word. The typed words are checked
-- against it first: a word no name's word begins with is replaced by the nearest known word
-- ("hlvenwick" becomes "havenwick"), the approach the pg_trgm documentation gives for
-- misspelled input, and the rarest word drives the search.
CREATE MATERIALIZED VIEW search_words AS
  SELECT word, count(*)::int AS names FROM search_terms GROUP BY word;
CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);
