-- A checksum of every applied migration file (SHA-256 of its text with LF line endings), so a file edited
-- after it was applied is noticed at the next start instead of silently ignored. The migrations applied
-- before this one get theirs recorded the first time they are seen (api/src/db/migrate.ts); from then on a
-- change to any of them stops the server and `npm run migrate`, naming the file.
ALTER TABLE schema_migrations ADD COLUMN checksum text;
