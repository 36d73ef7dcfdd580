-- Citizens' accounts (SPEC.md §3 Sign-up payload, User). An address is stored lower-cased and is unique.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  username text NOT NULL UNIQUE,
  full_name text NOT NULL,
  -- Null for accounts that only ever signed in with Google.
  password_hash text,
  date_of_birth date,
  gender text CHECK (gender IN ('male', 'female', 'other', 'prefer-not-to-say')),
  country text,
  industry text,
  organization text,
  role text,
  terms_accepted_at timestamptz NOT NULL,
  marketing_updates boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  google_subject text UNIQUE,
  is_staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server-side sessions: only a hash of the cookie's random id is stored, so a database leak yields no session.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- E-mailed links: random, single-use, stored hashed, expiring.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

-- Every e-mail the platform sends, and whether SMTP took it.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

-- Sign-in with an OpenID provider in progress: state, PKCE verifier and nonce, for ten minutes.
CREATE TABLE oidc_requests (
  state_hash text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  next_path text NOT NULL,
  expires_at timestamptz NOT NULL
);
