-- Cases encrypted at rest (api/src/reporting/caseKeys.ts, docs/architecture.md "Cases encrypted at rest").
-- Texts of reports and complaints, their messages, notes, reasons and audit details are sealed in place (a
-- sealed text starts 'uh1:'); files are sealed in the file store. Keys are kept as base64 text.

-- A case handler's X25519 key pair: the private half sealed with a key argon2id derives from their password.
CREATE TABLE case_keys (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  sealed_private_key text NOT NULL,
  salt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The organisation's recovery key: the private half is held here only until an administrator takes it offline.
CREATE TABLE case_recovery_key (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  offline_at timestamptz
);

-- Each case's own key, wrapped for each holder: a case handler (their user id), 'recovery' or 'citizen'.
CREATE TABLE report_keys (
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  holder text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  wrapped text NOT NULL,
  PRIMARY KEY (report_id, holder)
);
CREATE INDEX report_keys_holder ON report_keys (holder);

-- A signed-in case handler's private key, sealed with a key derived from the session's cookie (never stored).
ALTER TABLE sessions ADD COLUMN sealed_case_key text;

-- A complaint is followed with its reference and e-mail address: a slow hash of both finds it, since the
-- address itself is sealed.
ALTER TABLE reports ADD COLUMN tracking_hash text;
CREATE INDEX reports_by_tracking ON reports (tracking_hash) WHERE tracking_hash IS NOT NULL;
