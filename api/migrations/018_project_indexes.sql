-- Project reads that use indexes at any size (100,000 projects and more).
--
-- The list's search is a substring match over the folded title and description (`search_text LIKE '%…%'`).
-- A trigram index (pg_trgm, which PostgreSQL ships as a contrib extension and the embedded database loads)
-- answers such a match for any query of three or more letters without reading every row. The extension
-- lives in the public schema, where a schema dropped with its tables (as each API test's is) cannot take it
-- away from another; on PostgreSQL 15 and later, creating it needs CREATE on public (the database's owner
-- has it), or a database administrator runs `CREATE EXTENSION pg_trgm WITH SCHEMA public` once beforehand.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX projects_text_trigrams ON projects USING gin (search_text public.gin_trgm_ops);

-- Every order the list offers, each with the id that breaks ties, so a page is read from an index.
CREATE INDEX projects_by_title ON projects (title, id);
CREATE INDEX projects_by_budget ON projects (budget_allocated DESC, id);
CREATE INDEX projects_by_progress ON projects (progress DESC, id);

-- The site search finds a project by its own words and by the names of its ward, constituency and county
-- ("borehole njoro": a borehole in Njoro). Those names are kept on the project, folded, whenever its place is
-- set or changed (place names themselves never change), and the words it is found by are stored and indexed
-- with them, so a search reads two indexes instead of joining and re-folding every project's places.
ALTER TABLE projects ADD COLUMN place_names text NOT NULL DEFAULT '';

CREATE FUNCTION project_place_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.place_names := fold_text(concat_ws(' ',
    (SELECT name FROM wards WHERE code = NEW.ward_code),
    (SELECT name FROM constituencies WHERE code = NEW.constituency_code),
    (SELECT name FROM counties WHERE code = NEW.county_code)));
  RETURN NEW;
END
$$;
CREATE TRIGGER projects_place_names BEFORE INSERT OR UPDATE OF county_code, constituency_code, ward_code ON projects
  FOR EACH ROW EXECUTE FUNCTION project_place_names();
UPDATE projects SET county_code = county_code;

-- The words are stored (a search ranks its matches by them); the text is only indexed, as the expression
-- the site search matches, so the table does not hold each project's text a third time.
ALTER TABLE projects ADD COLUMN found_words tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || description) || ' ' || place_names)) STORED;
CREATE INDEX projects_found_words ON projects USING gin (found_words);
CREATE INDEX projects_found_trigrams ON projects USING gin ((search_text || ' ' || place_names) public.gin_trgm_ops);
