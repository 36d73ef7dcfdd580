-- The site search reads each kind's folded text, its words and its folded name from stored columns, worked out
-- once when a row is written, instead of folding and splitting every row's text again on every search.
--
-- The small tables (places, the directory, questions, publications) are read whole by the planner, as a scan
-- of a few hundred rows is cheaper than an index, but with the text worked out per row at query time each such
-- scan cost 2-6 ms on the embedded database, a dozen of them per search. Each kind's columns here are what
-- search.ts (`tableSource`) and community/searchSources.ts read: found_text (the folded text searched),
-- found_words (its words), found_title (the folded name ranked first when it is the query or starts with it)
-- and, for places, found_letters (the name's letters and digits alone: "Mau Narok" finds "Maunarok").
-- They replace migration 023's indexes on the same expressions.

DROP INDEX discussions_found_words, discussions_found_text, workshops_found_words, workshops_found_text,
  events_found_words, events_found_text, publications_found_words, publications_found_text, faq_entries_found_words,
  faq_entries_found_text, ministries_found_words, ministries_found_text, departments_found_words, departments_found_text,
  agencies_found_words, agencies_found_text, constituencies_found_words, constituencies_found_text,
  constituencies_found_letters, wards_found_words, wards_found_text, wards_found_letters;

ALTER TABLE counties
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name || ' ' || capital || ' ' || region)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name || ' ' || capital || ' ' || region))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_letters text GENERATED ALWAYS AS (regexp_replace(fold_text(name || ' ' || capital || ' ' || region), '[^a-z0-9]+', '', 'g')) STORED;

ALTER TABLE constituencies
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_letters text GENERATED ALWAYS AS (regexp_replace(fold_text(name), '[^a-z0-9]+', '', 'g')) STORED;
CREATE INDEX constituencies_found_words ON constituencies USING gin (found_words);
CREATE INDEX constituencies_found_text ON constituencies USING gin (found_text public.gin_trgm_ops);
CREATE INDEX constituencies_found_letters ON constituencies USING gin (found_letters public.gin_trgm_ops);

ALTER TABLE wards
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_letters text GENERATED ALWAYS AS (regexp_replace(fold_text(name), '[^a-z0-9]+', '', 'g')) STORED;
CREATE INDEX wards_found_words ON wards USING gin (found_words);
CREATE INDEX wards_found_text ON wards USING gin (found_text public.gin_trgm_ops);
CREATE INDEX wards_found_letters ON wards USING gin (found_letters public.gin_trgm_ops);

ALTER TABLE publications
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(title || ' ' || description)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || description))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(title)) STORED;
CREATE INDEX publications_found_words ON publications USING gin (found_words);
CREATE INDEX publications_found_text ON publications USING gin (found_text public.gin_trgm_ops);

ALTER TABLE faq_entries
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(question || ' ' || answer)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(question || ' ' || answer))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(question)) STORED;
CREATE INDEX faq_entries_found_words ON faq_entries USING gin (found_words);
CREATE INDEX faq_entries_found_text ON faq_entries USING gin (found_text public.gin_trgm_ops);

ALTER TABLE ministries
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name))) STORED;
CREATE INDEX ministries_found_words ON ministries USING gin (found_words);
CREATE INDEX ministries_found_text ON ministries USING gin (found_text public.gin_trgm_ops);

ALTER TABLE departments
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name))) STORED;
CREATE INDEX departments_found_words ON departments USING gin (found_words);
CREATE INDEX departments_found_text ON departments USING gin (found_text public.gin_trgm_ops);

ALTER TABLE agencies
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(name)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(name))) STORED;
CREATE INDEX agencies_found_words ON agencies USING gin (found_words);
CREATE INDEX agencies_found_text ON agencies USING gin (found_text public.gin_trgm_ops);

ALTER TABLE workshops
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(title || ' ' || description || ' ' || location)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || description || ' ' || location))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(title)) STORED;
CREATE INDEX workshops_found_words ON workshops USING gin (found_words);
CREATE INDEX workshops_found_text ON workshops USING gin (found_text public.gin_trgm_ops);

ALTER TABLE events
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(title || ' ' || description)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || description))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(title)) STORED;
CREATE INDEX events_found_words ON events USING gin (found_words);
CREATE INDEX events_found_text ON events USING gin (found_text public.gin_trgm_ops);

ALTER TABLE discussions
  ADD COLUMN found_text text GENERATED ALWAYS AS (fold_text(title || ' ' || content)) STORED,
  ADD COLUMN found_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || content))) STORED,
  ADD COLUMN found_title text GENERATED ALWAYS AS (fold_text(title)) STORED;
CREATE INDEX discussions_found_words ON discussions USING gin (found_words);
CREATE INDEX discussions_found_text ON discussions USING gin (found_text public.gin_trgm_ops);
