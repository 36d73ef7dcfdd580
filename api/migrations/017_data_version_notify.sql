-- A raised data version is also announced (NOTIFY data_versions, with the data set's name), so each server
-- keeps the versions in memory and asks the database only after an announcement, instead of on every read.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  PERFORM pg_notify('data_versions', TG_ARGV[0]);
  RETURN NULL;
END
$$;
