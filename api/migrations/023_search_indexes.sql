-- The site search reads indexes for every kind it finds, whatever the size of the forum or the directory.
--
-- Each kind matches its folded text two ways (search.ts, `tableSource`): by words, as a full-text prefix
-- search, and, for three letters or more, anywhere in the text. The indexes below are on exactly the
-- expressions the search writes, so the planner can use them: a kind's text here and its `document` in
-- search.ts (or community/searchSources.ts) change together.
CREATE INDEX discussions_found_words ON discussions USING gin (to_tsvector('simple', fold_text(title || ' ' || content)));
CREATE INDEX discussions_found_text ON discussions USING gin (fold_text(title || ' ' || content) public.gin_trgm_ops);
CREATE INDEX workshops_found_words ON workshops USING gin (to_tsvector('simple', fold_text(title || ' ' || description || ' ' || location)));
CREATE INDEX workshops_found_text ON workshops USING gin (fold_text(title || ' ' || description || ' ' || location) public.gin_trgm_ops);
CREATE INDEX events_found_words ON events USING gin (to_tsvector('simple', fold_text(title || ' ' || description)));
CREATE INDEX events_found_text ON events USING gin (fold_text(title || ' ' || description) public.gin_trgm_ops);
CREATE INDEX publications_found_words ON publications USING gin (to_tsvector('simple', fold_text(title || ' ' || description)));
CREATE INDEX publications_found_text ON publications USING gin (fold_text(title || ' ' || description) public.gin_trgm_ops);
CREATE INDEX faq_entries_found_words ON faq_entries USING gin (to_tsvector('simple', fold_text(question || ' ' || answer)));
CREATE INDEX faq_entries_found_text ON faq_entries USING gin (fold_text(question || ' ' || answer) public.gin_trgm_ops);
CREATE INDEX ministries_found_words ON ministries USING gin (to_tsvector('simple', fold_text(name)));
CREATE INDEX ministries_found_text ON ministries USING gin (fold_text(name) public.gin_trgm_ops);
CREATE INDEX departments_found_words ON departments USING gin (to_tsvector('simple', fold_text(name)));
CREATE INDEX departments_found_text ON departments USING gin (fold_text(name) public.gin_trgm_ops);
CREATE INDEX agencies_found_words ON agencies USING gin (to_tsvector('simple', fold_text(name)));
CREATE INDEX agencies_found_text ON agencies USING gin (fold_text(name) public.gin_trgm_ops);

-- Places are also found by their name written with or without spaces ("Mau Narok" finds "Maunarok"): the
-- name's letters and digits alone, matched anywhere.
CREATE INDEX constituencies_found_words ON constituencies USING gin (to_tsvector('simple', fold_text(name)));
CREATE INDEX constituencies_found_text ON constituencies USING gin (fold_text(name) public.gin_trgm_ops);
CREATE INDEX constituencies_found_letters ON constituencies USING gin (regexp_replace(fold_text(name), '[^a-z0-9]+', '', 'g') public.gin_trgm_ops);
CREATE INDEX wards_found_words ON wards USING gin (to_tsvector('simple', fold_text(name)));
CREATE INDEX wards_found_text ON wards USING gin (fold_text(name) public.gin_trgm_ops);
CREATE INDEX wards_found_letters ON wards USING gin (regexp_replace(fold_text(name), '[^a-z0-9]+', '', 'g') public.gin_trgm_ops);

-- A project's title, folded, for the site search's best matches: the title that is the query, then titles
-- that start with it (a prefix match reads this index; text_pattern_ops compares characters, not a locale).
CREATE INDEX projects_folded_title ON projects (fold_text(title) text_pattern_ops, last_update DESC, id);
