-- Trigram indexes back the case-insensitive search of names and descriptions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
