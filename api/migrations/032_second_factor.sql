-- Two-step sign-in for staff who can read reports or manage staff (administrators, case handlers): a TOTP
-- key per person, sealed with the site's key (api/src/accounts/secondFactor.ts) so a copy of the database
-- alone gives no one the codes; ten single-use recovery codes, kept as keyed hashes; and, per session, when
-- it passed the second step. `last_step` is the last 30-second step whose code was taken: a code works once.
CREATE TABLE second_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sealed_key text NOT NULL,
  -- Null while being set up: the key is in force once a code from it has been given.
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;
