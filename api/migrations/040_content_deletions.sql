-- Records an editor deleted for good in the staff console (api/src/content/records.ts), by kind and id, so the seed,
-- which writes the shipped FAQ by id at every start, does not bring a deleted entry back.
CREATE TABLE content_deletions (
  kind text NOT NULL,
  id text NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
