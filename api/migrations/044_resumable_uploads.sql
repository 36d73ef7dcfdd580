-- Evidence sent ahead of its report, in pieces that survive a dropped connection (the tus protocol,
-- api/src/reporting/resumable.ts). A row lives from the upload's creation until the report that names it is
-- stored, or until it expires: nothing half-received outlives expires_at. The bytes are encrypted with a key
-- derived from a secret only the uploading browser holds; the server keeps only that secret's SHA-256.
CREATE TABLE resumable_uploads (
  id text PRIMARY KEY,
  secret_hash bytea NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  received_bytes bigint NOT NULL DEFAULT 0 CHECK (received_bytes >= 0 AND received_bytes <= size_bytes),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX resumable_uploads_expires_at ON resumable_uploads (expires_at);

-- The bytes of an upload when the site runs on PostgreSQL (several instances, no shared folder); with the
-- embedded database they are a file in the instance's data folder instead.
CREATE TABLE resumable_upload_chunks (
  upload_id text NOT NULL REFERENCES resumable_uploads (id) ON DELETE CASCADE,
  position bigint NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, position)
);
ALTER TABLE resumable_upload_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
