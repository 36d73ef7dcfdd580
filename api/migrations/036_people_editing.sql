-- The people citizens read about, edited by editors in the staff console as workshops and events are (migration
-- 035, api/src/content/records.ts): the team, the testimonials and the volunteer experts (instructors) with their
-- weekly desk hours. Each gets a draft, a version, who saved it last, and whether it is published; the experts'
-- texts get their Kiswahili columns (the team's and testimonials' came with migration 028). The seed writes the
-- team and the testimonials by id at every start only while no one has edited them in the console.
ALTER TABLE team_members
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;

ALTER TABLE testimonials
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;

ALTER TABLE instructors
  ADD COLUMN title_sw text,
  ADD COLUMN expertise_sw text,
  ADD COLUMN bio_sw text,
  ADD COLUMN professionalism_sw text,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN draft jsonb,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN edited_by text,
  ADD COLUMN edited_at timestamptz;
