-- The Kiswahili of the organisation's own texts a reader sees: the FAQ (its category heading, question and
-- answer) and the publications' title and description. Each is NULL where there is no translation; the API
-- then answers that field in English (routes/org.ts). The seed fills them from the same files as the English
-- (seed/faq.json, seed/publications.json, each entry's "sw"), and as every start re-seeds by id, a database
-- seeded before this migration gets them at its next start, in the rows it has.
--
-- A publication's category is a code ('policy', 'guidelines'…) each section names in its own catalog, so it has
-- no Kiswahili here. The site search keeps matching the English text (found_text and the rest, migration 024).
ALTER TABLE faq_entries
  ADD COLUMN category_sw text,
  ADD COLUMN question_sw text,
  ADD COLUMN answer_sw text;

ALTER TABLE publications
  ADD COLUMN title_sw text,
  ADD COLUMN description_sw text;
