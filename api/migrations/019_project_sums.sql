-- Project figures kept, not recomputed: how many projects, and their money, for every combination of the
-- things the public pages count by (country, county, sector, status, sample or not). Spending, a county's
-- page and the filter counts add up these rows (a few thousand at most, however many projects there are)
-- instead of summing every project on every read.
--
-- The rows follow the projects table within the statement that changes it: each statement's changed rows
-- (its transition tables) are grouped and added or taken away once, so an import of many rows costs one
-- grouped update, not one per row. Amounts are numeric, so adding and taking away never drifts.
CREATE TABLE project_sums (
  country text NOT NULL,
  county_code text NOT NULL,
  category text NOT NULL,
  status text NOT NULL,
  is_sample boolean NOT NULL,
  projects integer NOT NULL,
  allocated numeric NOT NULL,
  disbursed numeric NOT NULL,
  spent numeric NOT NULL,
  -- Projects with funding sources, and the sums of their three kinds of funding.
  funded integer NOT NULL,
  funding_government numeric NOT NULL,
  funding_ngo numeric NOT NULL,
  funding_ppp numeric NOT NULL,
  PRIMARY KEY (county_code, category, status, is_sample, country)
);
-- Finds the combinations a statement has just emptied without reading the others.
CREATE INDEX project_sums_emptied ON project_sums (county_code) WHERE projects = 0;

-- The statement that adds the rows of `source`, grouped, to the sums ($1 = 1), or takes them away ($1 = -1).
CREATE FUNCTION project_sums_merge(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($merge$
    INSERT INTO project_sums AS s
    SELECT country, county_code, category, status, is_sample,
      $1 * count(*)::int, $1 * sum(budget_allocated), $1 * sum(budget_disbursed), $1 * sum(budget_spent),
      $1 * (count(*) FILTER (WHERE funding IS NOT NULL))::int,
      $1 * coalesce(sum((funding->>'governmentGrants')::numeric), 0),
      $1 * coalesce(sum((funding->>'ngoFunding')::numeric), 0),
      $1 * coalesce(sum((funding->>'pppFunding')::numeric), 0)
    FROM %I
    GROUP BY country, county_code, category, status, is_sample
    ON CONFLICT (county_code, category, status, is_sample, country) DO UPDATE SET
      projects = s.projects + excluded.projects,
      allocated = s.allocated + excluded.allocated,
      disbursed = s.disbursed + excluded.disbursed,
      spent = s.spent + excluded.spent,
      funded = s.funded + excluded.funded,
      funding_government = s.funding_government + excluded.funding_government,
      funding_ngo = s.funding_ngo + excluded.funding_ngo,
      funding_ppp = s.funding_ppp + excluded.funding_ppp
  $merge$, source)
$$;

-- The old rows taken away, the new ones added; a combination left with no project goes.
CREATE FUNCTION project_sums_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE project_sums_merge('old_rows') USING -1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE project_sums_merge('new_rows') USING 1;
  END IF;
  DELETE FROM project_sums WHERE projects = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER project_sums_on_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_sums_follow();
CREATE TRIGGER project_sums_on_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_sums_follow();
CREATE TRIGGER project_sums_on_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_sums_follow();

CREATE FUNCTION project_sums_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_sums;
  RETURN NULL;
END
$$;
CREATE TRIGGER project_sums_on_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION project_sums_empty();

DO $$ BEGIN EXECUTE project_sums_merge('projects') USING 1; END $$;
