-- What browsers report about the released units they run (POST /api/release-health/): how often a version
-- loaded, failed to load or failed to render, per page and minute. Counts only: no address, user or session,
-- nothing that tells one browser from another. Every instance adds to the same row with one upsert, and the
-- canary guard compares a canary with the live version from these counts. Rows older than 30 days are swept.
CREATE TABLE release_health (
  unit text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('loaded', 'load-failed', 'render-error')),
  path text NOT NULL,
  minute timestamptz NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (unit, version, kind, path, minute)
);

-- The summary since a time, and the retention sweep.
CREATE INDEX release_health_minute ON release_health (minute);
