-- Publications edited by editors in the staff console as the FAQ is (api/src/content/publicationContent.ts):
-- a draft, a version, who saved it last and whether it is published; and the document an editor uploaded, kept in
-- the file store under `stored_file` (NULL for the shipped publications, whose PDF is built from their source
-- text). A publication made in the console has no document until one is uploaded (`size_bytes` 0), and cannot
-- be published before. The seed rewrites the shipped publications by id only while no one has edited them.
ALTER TABLE publications
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN stored_file text;
