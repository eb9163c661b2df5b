-- pg_trgm declares its similarity operators as cheap as an equality test (COST 1). With real
-- statistics (the import now ends with ANALYZE) the planner therefore chose to compute the
-- similarity of every title's name for the search results page, a sequential scan taking 2 s on
-- PGlite at 100,000 titles, over the trigram indexes that find the same rows in a tenth of that.
-- A trigram comparison costs about what a full-text match does (COST 100, as PostgreSQL rates
-- ts_match_tq). Changing an extension's function takes its owner: where the migration's role is
-- not (a managed server's extension created by an administrator), the database keeps pg_trgm's
-- costs and says so; docs/operations.md tells the operator what to ask for.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left as they are: %', SQLERRM;
END
$$;
