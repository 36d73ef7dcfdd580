-- The organisation's own details (name, tagline, contact phone and e-mail, offices with their hours, social
-- links), edited by editors in the staff console (api/src/content/organisation.ts). One row: what citizens read
-- (`details`), the draft an editor keeps, a version each save moves on, and who saved it last. The seed writes
-- the row from shared/site.config.json once, when there is none; the console's edits are never overwritten.
CREATE TABLE organisation_details (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  details jsonb NOT NULL,
  draft jsonb,
  version integer NOT NULL DEFAULT 1,
  edited_by text,
  edited_at timestamptz
);
