-- Trigram indexes on product names (catalogue search: partial words, any case).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
