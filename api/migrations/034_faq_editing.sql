-- The FAQ edited by editors in the staff console (api/src/content/faqRoutes.ts). Citizens read the published
-- texts of published entries; an editor's unpublished change waits in `draft` (the same fields, as JSON) and
-- what citizens read stays as it was until it is published. `version` goes up with every save, so a save made
-- over someone else's is refused. The seed writes an entry by id at every start only while no one has edited
-- it in the console (`edited_at`).
ALTER TABLE faq_entries
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;
