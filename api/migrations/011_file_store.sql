-- Evidence and complaint documents when the site runs on PostgreSQL (DATABASE_URL), so that every instance
-- reads every file (api/src/storage). The embedded database keeps them in its data folder and leaves these
-- tables empty. A file is a header row and its bytes in chunks of 256 KiB, written in the transaction of the
-- report they belong to and read back one chunk at a time: no step holds a whole file in memory.
CREATE TABLE stored_files (
  -- The random name report_files.stored_name refers to.
  name text PRIMARY KEY,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  chunk_count integer NOT NULL CHECK (chunk_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stored_file_chunks (
  file_name text NOT NULL REFERENCES stored_files (name) ON DELETE CASCADE,
  chunk_no integer NOT NULL CHECK (chunk_no >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (file_name, chunk_no)
);

-- Photos, videos, PDFs and Office files are compressed already: stored out of line without another attempt.
ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;

-- A report deleted (a retention schedule, a data subject's request) takes its files with it: report_files
-- rows go by cascade, and this removes the bytes they named, so no evidence outlives its case unseen.
CREATE FUNCTION delete_stored_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM stored_files WHERE name = OLD.stored_name; RETURN OLD; END $$;
CREATE TRIGGER report_files_delete_stored_file AFTER DELETE ON report_files FOR EACH ROW EXECUTE FUNCTION delete_stored_file();
