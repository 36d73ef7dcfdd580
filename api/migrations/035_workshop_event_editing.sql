-- Workshops and townhall events edited by editors in the staff console (api/src/content/records.ts), as the FAQ
-- is (migration 034): their texts in English with Kiswahili beside them, a draft (the same fields as JSON) that
-- waits while citizens read what is published, a version raised by every save so a save over someone else's is
-- refused, and who saved last. A workshop or event created in the console starts unpublished; those already
-- here (the seed's, and those made through the older staff API) stay published.
ALTER TABLE workshops
  ADD COLUMN title_sw text,
  ADD COLUMN description_sw text,
  ADD COLUMN location_sw text,
  ADD COLUMN duration_sw text,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;

ALTER TABLE events
  ADD COLUMN title_sw text,
  ADD COLUMN description_sw text,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;

-- The confirmed waitlist of a workshop, in the order people joined, for the editor who offers a freed seat.
CREATE INDEX workshop_waitlist_in_order ON workshop_waitlist (workshop_id, created_at) WHERE confirmed_at IS NOT NULL;
