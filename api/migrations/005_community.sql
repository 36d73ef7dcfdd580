-- The community section (SPEC.md §3): workshops with registrations, a waitlist and requests; instructors and
-- expert bookings; townhall events; forum discussions with threaded comments; idempotent POST answers.

CREATE TABLE workshops (
  id text PRIMARY KEY,
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('upcoming', 'ongoing', 'completed')),
  description text NOT NULL,
  starts_on date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  location text NOT NULL,
  duration text NOT NULL,
  capacity integer NOT NULL CHECK (capacity > 0),
  -- The guarded UPDATE keeps this within capacity; the CHECK is the last line of defence.
  registrations_count integer NOT NULL DEFAULT 0 CHECK (registrations_count >= 0 AND registrations_count <= capacity),
  -- Completed workshops keep their handouts: [{title, summary, points[], sourceUrl?}].
  materials jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workshops_by_category ON workshops (category, starts_on);

CREATE TABLE workshop_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workshop_id text NOT NULL REFERENCES workshops (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  organization text,
  role text,
  expectations text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One address registers once per workshop, whatever the concurrency.
CREATE UNIQUE INDEX workshop_registrations_one_per_email ON workshop_registrations (workshop_id, lower(email));
CREATE INDEX workshop_registrations_by_user ON workshop_registrations (user_id);

CREATE TABLE workshop_waitlist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workshop_id text NOT NULL REFERENCES workshops (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX workshop_waitlist_one_per_email ON workshop_waitlist (workshop_id, lower(email));

CREATE TABLE workshop_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  preferred_date date NOT NULL,
  duration text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  organization text,
  location text NOT NULL,
  participants integer,
  type text CHECK (type IN ('online', 'offline')),
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE instructors (
  id text PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  expertise text NOT NULL,
  day_of_week text NOT NULL CHECK (day_of_week IN ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')),
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  is_available boolean NOT NULL DEFAULT true,
  image text NOT NULL DEFAULT '',
  bio text NOT NULL,
  professionalism text NOT NULL
);

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  instructor_id text NOT NULL REFERENCES instructors (id),
  topic text NOT NULL,
  description text NOT NULL,
  session_date date NOT NULL,
  session_time text NOT NULL,
  meeting_link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_by_user ON bookings (user_id, created_at DESC);

CREATE TABLE events (
  id text PRIMARY KEY,
  title text NOT NULL,
  event_date date NOT NULL,
  event_time text NOT NULL CHECK (event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- For an online event this is the meeting link.
  location text NOT NULL,
  is_online boolean NOT NULL,
  description text NOT NULL,
  thumbnail_url text
);
CREATE INDEX events_by_date ON events (event_date);

CREATE TABLE discussions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  content text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  -- Null for the organisation's own seeded threads; author_name is then the team's handle.
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  seed_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discussions_by_date ON discussions (created_at DESC);

CREATE TABLE discussion_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  discussion_id uuid NOT NULL REFERENCES discussions (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES discussion_comments (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  content text NOT NULL,
  seed_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discussion_comments_by_discussion ON discussion_comments (discussion_id, created_at);

-- A retried POST with the same Idempotency-Key gets the first answer back. `owner` is the user id, or ''
-- for a signed-out caller; the row is claimed before the work, inside the same transaction.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  owner text NOT NULL,
  key text NOT NULL,
  status_code integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, owner, key)
);
