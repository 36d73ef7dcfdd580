-- Counties (SPEC.md §3 County), from the 2019 census via shared reference data.
CREATE TABLE counties (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  region text NOT NULL,
  former_province text NOT NULL,
  population integer NOT NULL,
  population_male integer NOT NULL,
  population_female integer NOT NULL,
  population_intersex integer NOT NULL,
  area_km2 numeric(10, 1) NOT NULL,
  capital text NOT NULL,
  iso_code text NOT NULL,
  notes text
);

CREATE TABLE faq_entries (
  id text PRIMARY KEY,
  category text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE publications (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('policy', 'guidelines', 'practices', 'audit')),
  file_name text NOT NULL,
  media_type text NOT NULL,
  size_bytes integer NOT NULL,
  published_on date NOT NULL
);

CREATE TABLE team_members (
  id integer PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL,
  department text NOT NULL,
  bio text NOT NULL,
  image text NOT NULL,
  joined_on date NOT NULL,
  linkedin text,
  twitter text,
  github text
);

CREATE TABLE testimonials (
  id integer PRIMARY KEY,
  quote text NOT NULL,
  author text NOT NULL,
  position text NOT NULL,
  company text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  image text NOT NULL
);

-- Messages sent through the contact form. Kept for staff; nothing here is public.
CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  department text,
  subject text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Newsletter addresses, stored lower-cased so one address subscribes once.
CREATE TABLE newsletter_subscriptions (
  email text NOT NULL,
  list text NOT NULL DEFAULT 'general',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, list)
);
