-- The governance section: constituencies and wards under the counties of 001, ministries/departments/agencies,
-- and government projects (SPEC.md §3 Project, browser shape).

-- Case, accents and apostrophes do not matter when citizens search ("Ng'ombe", "ngombe", "NGOMBE" all match).
-- PGlite has no unaccent extension, so accented letters are translated one by one; IMMUTABLE lets generated
-- columns and indexes use it.
CREATE FUNCTION fold_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(translate(value, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ''’', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy')) $$;

-- IEBC constituencies (290) and wards (1,450); `position` keeps the IEBC order within a county.
CREATE TABLE constituencies (
  code text PRIMARY KEY,
  county_code text NOT NULL REFERENCES counties (code),
  name text NOT NULL UNIQUE,
  position integer NOT NULL
);
CREATE INDEX constituencies_by_county ON constituencies (county_code, position);

CREATE TABLE wards (
  code text PRIMARY KEY,
  constituency_code text NOT NULL REFERENCES constituencies (code),
  name text NOT NULL,
  -- One ward's code is inferred rather than confirmed by a second source; the note says which.
  code_inferred boolean NOT NULL DEFAULT false,
  note text,
  position integer NOT NULL,
  UNIQUE (constituency_code, name)
);
CREATE INDEX wards_by_constituency ON wards (constituency_code, position);

-- Ministries (and equivalent bodies) → departments → agencies, from the eCitizen dataset (CC BY 4.0).
CREATE TABLE ministries (
  id text PRIMARY KEY,
  name text NOT NULL,
  ecitizen_url text,
  position integer NOT NULL
);

CREATE TABLE departments (
  id text PRIMARY KEY,
  ministry_id text NOT NULL REFERENCES ministries (id) ON DELETE CASCADE,
  name text NOT NULL,
  ecitizen_url text,
  position integer NOT NULL
);

CREATE TABLE agencies (
  id text PRIMARY KEY,
  department_id text NOT NULL REFERENCES departments (id) ON DELETE CASCADE,
  name text NOT NULL,
  website text,
  ecitizen_url text,
  position integer NOT NULL
);

-- Government projects, loaded by `npm run import:projects` (or the shipped samples, flagged is_sample).
-- Amounts are in `currency` (KES only for now, so totals add up); dates are calendar dates.
CREATE TABLE projects (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  status text NOT NULL CHECK (status IN ('Planned', 'On Track', 'At Risk', 'Delayed', 'Completed', 'Suspended', 'Cancelled')),
  priority text NOT NULL CHECK (priority IN ('High', 'Medium', 'Low')),
  progress integer NOT NULL CHECK (progress BETWEEN 0 AND 100),
  country text NOT NULL DEFAULT 'Kenya',
  county_code text NOT NULL REFERENCES counties (code),
  constituency_code text REFERENCES constituencies (code),
  ward_code text REFERENCES wards (code),
  budget_allocated numeric(16, 2) NOT NULL CHECK (budget_allocated >= 0),
  budget_disbursed numeric(16, 2) NOT NULL DEFAULT 0 CHECK (budget_disbursed >= 0),
  budget_spent numeric(16, 2) NOT NULL DEFAULT 0 CHECK (budget_spent >= 0),
  currency text NOT NULL DEFAULT 'KES',
  planned_start date,
  planned_end date,
  actual_start date,
  actual_end date,
  last_update date NOT NULL,
  ministry text,
  department text,
  implementing_agency text,
  lead_by text,
  contractors jsonb NOT NULL DEFAULT '[]',
  beneficiaries integer CHECK (beneficiaries >= 0),
  tags jsonb NOT NULL DEFAULT '[]',
  risks_count integer NOT NULL DEFAULT 0 CHECK (risks_count >= 0),
  risks_critical integer NOT NULL DEFAULT 0 CHECK (risks_critical >= 0),
  tasks_completed integer NOT NULL DEFAULT 0 CHECK (tasks_completed >= 0),
  tasks_total integer NOT NULL DEFAULT 0 CHECK (tasks_total >= 0),
  documents jsonb NOT NULL DEFAULT '[]',
  source_url text,
  funding jsonb,
  participation jsonb,
  goals jsonb NOT NULL DEFAULT '[]',
  impact text,
  is_sample boolean NOT NULL DEFAULT false,
  imported_at timestamptz NOT NULL DEFAULT now(),
  -- The list's search is a substring match over title and description (SPEC.md §5); the site search is
  -- full-text with prefixes. Both read these stored columns, so 10,000 projects are not re-folded per query.
  search_text text GENERATED ALWAYS AS (fold_text(title || ' ' || description)) STORED,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', fold_text(title || ' ' || description))) STORED
);
CREATE INDEX projects_by_county ON projects (county_code);
CREATE INDEX projects_by_constituency ON projects (constituency_code);
CREATE INDEX projects_by_ward ON projects (ward_code);
CREATE INDEX projects_by_status ON projects (status);
CREATE INDEX projects_by_category ON projects (category);
CREATE INDEX projects_by_update ON projects (last_update DESC, id);
CREATE INDEX projects_search ON projects USING gin (search_vector);
