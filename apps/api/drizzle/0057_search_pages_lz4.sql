-- A search miss writes its page's products text and ids (and a window's ids), compressed when
-- over 2 kB: pglz was 7 % of PostgreSQL's CPU in a bench run of uncached searches. lz4 compresses
-- several times faster; PGlite has no lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE "master_search_cache" ALTER COLUMN "products" SET COMPRESSION lz4, ALTER COLUMN "ids" SET COMPRESSION lz4;
  ALTER TABLE "master_search_windows" ALTER COLUMN "ids" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;
