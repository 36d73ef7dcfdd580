-- Citizens follow a county or a project and hear when it changes. A follow is the citizen's own; it goes with
-- their account.
CREATE TABLE follows (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('county', 'project')),
  subject_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, subject_type, subject_id)
);
CREATE INDEX follows_subject ON follows (subject_type, subject_id);

-- Whether changes to what they follow are e-mailed too (the bell always shows them).
ALTER TABLE users ADD COLUMN follow_emails boolean NOT NULL DEFAULT true;

-- What changed, written by the database itself whatever wrote the project (an import, an edit, a script), and
-- only while someone follows the project or its county. The server turns each into notifications and mails,
-- then deletes it.
CREATE TABLE follow_changes (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  county_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('added', 'status', 'budget', 'documents')),
  before_value text,
  after_value text,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION record_followed_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM follows
     WHERE (subject_type = 'project' AND subject_id = NEW.id)
        OR (subject_type = 'county' AND subject_id = NEW.county_code)
        OR (TG_OP = 'UPDATE' AND subject_type = 'county' AND subject_id = OLD.county_code)
  ) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO follow_changes (project_id, county_code, kind, after_value) VALUES (NEW.id, NEW.county_code, 'added', NEW.status);
    RETURN NEW;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO follow_changes (project_id, county_code, kind, before_value, after_value) VALUES (NEW.id, NEW.county_code, 'status', OLD.status, NEW.status);
  END IF;
  IF (NEW.budget_allocated, NEW.budget_disbursed, NEW.budget_spent) IS DISTINCT FROM (OLD.budget_allocated, OLD.budget_disbursed, OLD.budget_spent) THEN
    INSERT INTO follow_changes (project_id, county_code, kind, before_value, after_value)
    VALUES (NEW.id, NEW.county_code, 'budget',
            concat_ws('/', OLD.budget_allocated, OLD.budget_disbursed, OLD.budget_spent),
            concat_ws('/', NEW.budget_allocated, NEW.budget_disbursed, NEW.budget_spent));
  END IF;
  IF NEW.documents IS DISTINCT FROM OLD.documents THEN
    INSERT INTO follow_changes (project_id, county_code, kind, before_value, after_value)
    VALUES (NEW.id, NEW.county_code, 'documents', jsonb_array_length(OLD.documents)::text, jsonb_array_length(NEW.documents)::text);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER projects_followed_changes AFTER INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION record_followed_project_change();
