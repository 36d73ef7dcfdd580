-- What reaches each citizen, and how (api/src/notifications/preferences.ts). No row: the defaults (every kind in
-- the bell, none by e-mail, e-mails one at a time). Kinds are stored as the exceptions to those defaults, so a
-- kind added later starts at its default for everyone.
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Kinds kept out of the bell.
  live_off text[] NOT NULL DEFAULT '{}',
  -- Kinds sent by e-mail.
  email_on text[] NOT NULL DEFAULT '{}',
  -- One e-mail a day instead of one each.
  digest boolean NOT NULL DEFAULT false,
  -- The daily digest's due time it was last sent for; a second instance finding it set sends nothing.
  last_digest_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Notifications waiting for a citizen's daily digest (the English texts, as notifications are stored), deleted
-- as the digest that carries them is queued.
CREATE TABLE notification_digest_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_digest_items_by_user ON notification_digest_items (user_id, id);

-- The one-click unsubscribe address of a mail that has one (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
ALTER TABLE outbox ADD COLUMN unsubscribe_url text;
