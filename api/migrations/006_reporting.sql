-- Corruption reports and complaints (SPEC.md §3). No IP address is stored anywhere here.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('corruption', 'complaint')),
  -- Corruption reports: a slow, peppered hash of the 16-digit receipt; the receipt itself is never stored.
  receipt_hash text UNIQUE,
  -- Complaints: the reference number the complainant is given.
  reference text UNIQUE,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'under_review', 'referred', 'closed')),
  incident_type text,
  category text,
  county_code text REFERENCES counties (code),
  institution text,
  location text,
  incident_date date,
  description text NOT NULL,
  involved_parties text,
  evidence_description text,
  is_anonymous boolean NOT NULL DEFAULT true,
  contact_name text,
  contact_email text,
  contact_phone text,
  preferred_contact text CHECK (preferred_contact IN ('email', 'phone')),
  reporter_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  assigned_to uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'corruption' AND receipt_hash IS NOT NULL) OR (kind = 'complaint' AND reference IS NOT NULL))
);
CREATE INDEX reports_kind_status ON reports (kind, status, created_at DESC);

-- Evidence and documents: stored under random names outside any static root.
CREATE TABLE report_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  stored_name text NOT NULL UNIQUE,
  original_name text NOT NULL,
  media_type text NOT NULL,
  size_bytes bigint NOT NULL,
  metadata_removed boolean NOT NULL DEFAULT false,
  added_by text NOT NULL CHECK (added_by IN ('reporter', 'staff')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_files_report ON report_files (report_id);

-- The public timeline: every status a report has had, with the reason staff gave the reporter.
CREATE TABLE report_status_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  status text NOT NULL,
  public_reason text,
  staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The two-way thread between the reporter and the people handling the report.
CREATE TABLE report_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('reporter', 'staff')),
  staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A retried submission (same Idempotency-Key) gets the first answer back. The answer is encrypted with a key
-- derived from the Idempotency-Key, which only the submitting browser holds, so a receipt is never readable here.
CREATE TABLE submission_replays (
  key_hash text PRIMARY KEY,
  route text NOT NULL,
  status_code integer NOT NULL,
  sealed_answer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Notes case handlers keep for each other; never shown to the reporter.
CREATE TABLE report_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who did what to a case, and when: every view, download and change on the desk.
CREATE TABLE report_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_audit_report ON report_audit (report_id, created_at);
