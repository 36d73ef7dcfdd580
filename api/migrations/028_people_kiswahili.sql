-- The Kiswahili of the people on the organisation's pages, as migration 027 did for the FAQ and the publications:
-- a team member's role and bio, and a testimonial's quote and the description of the person who gave it (their
-- position and the group they speak for). Each is NULL where there is no translation; the API then answers that
-- field in English (routes/org.ts). The seed fills them from the same files as the English (seed/team.json,
-- seed/testimonials.json, each entry's "sw"), and as every start re-seeds by id, a database seeded before this
-- migration gets them at its next start, in the rows it has.
--
-- Names stay as they are, in both languages. A team member's department is a code ('executive', 'data'…) the
-- organisation's section names in its own catalog, so it has no Kiswahili here.
ALTER TABLE team_members
  ADD COLUMN role_sw text,
  ADD COLUMN bio_sw text;

ALTER TABLE testimonials
  ADD COLUMN quote_sw text,
  ADD COLUMN position_sw text,
  ADD COLUMN company_sw text;
