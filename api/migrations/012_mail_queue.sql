-- The outbox becomes the mail queue: a failed send is tried again with backoff, several instances share the
-- queue without sending a mail twice, and a body with single-use links is not kept once it was sent or every
-- link in it has expired.
--   queued   waiting for its next attempt (next_attempt_at)
--   sending  claimed by an instance until next_attempt_at (a lease: past it, the instance is taken to have died)
--   sent     accepted by the SMTP server
--   failed   given up after the last attempt, or its links expired first
--   kept     no SMTP_URL: kept for a developer, never sent
ALTER TABLE outbox RENAME COLUMN error TO last_error;
ALTER TABLE outbox ADD COLUMN state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'kept'));
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
-- When the body was replaced by a marker (the recipient, subject, times and attempts stay).
ALTER TABLE outbox ADD COLUMN body_removed_at timestamptz;

-- Mails from before: a failed send was never tried again (and its links have likely expired), so it stays
-- failed; a mail neither sent nor failed was kept for a developer.
UPDATE outbox SET
  state = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN last_error IS NOT NULL THEN 'failed' ELSE 'kept' END,
  attempts = CASE WHEN sent_at IS NOT NULL OR last_error IS NOT NULL THEN 1 ELSE 0 END;
-- Sent and failed bodies are of no further use and may hold live links; so may bodies younger than the longest
-- link (48 hours), which are kept until then.
UPDATE outbox SET body = '[body removed: links in a mail are not kept once it is sent, given up or expired]', body_removed_at = now()
 WHERE state IN ('sent', 'failed') OR created_at < now() - interval '48 hours';

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state IN ('queued', 'sending');
CREATE INDEX outbox_bodies_kept ON outbox (created_at) WHERE body_removed_at IS NULL;
