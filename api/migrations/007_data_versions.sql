-- A version number per public data set, raised by every statement that changes the data set's tables, so a
-- cached answer can be checked against one small row instead of being worked out again (src/readCache.ts).
-- A statement-level trigger costs one row update per statement, whatever the number of rows it touched.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO data_versions (name) VALUES ('governance');

-- Kept on one line: migrations split at a semicolon that ends a line.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0]; RETURN NULL; END $$;

CREATE TRIGGER projects_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('governance');
CREATE TRIGGER counties_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('governance');
CREATE TRIGGER constituencies_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON constituencies FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('governance');
CREATE TRIGGER wards_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wards FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('governance');
