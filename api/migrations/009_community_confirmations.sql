-- Anti-automation for the community forms: an address someone types in is confirmed by its owner before it
-- counts. Workshop seats taken without the account's own address are held until confirmed; waitlist places
-- and newsletter subscriptions wait for their link; a discussion view is counted once per viewer.

-- A registration is confirmed (confirmed_at set) when a signed-in citizen registers their account's own
-- address, or when the owner of the address opens the e-mailed link. Until then it is a hold: it takes a
-- seat until hold_expires_at, after which it counts for nothing and is deleted by the next sweep.
ALTER TABLE workshop_registrations ADD COLUMN confirmed_at timestamptz;
ALTER TABLE workshop_registrations ADD COLUMN hold_expires_at timestamptz;
-- SHA-256 of the e-mailed token; kept after use so a second click can be told "already confirmed".
ALTER TABLE workshop_registrations ADD COLUMN confirm_token_hash text;
CREATE UNIQUE INDEX workshop_registrations_by_token ON workshop_registrations (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
CREATE INDEX workshop_registrations_holds ON workshop_registrations (workshop_id, hold_expires_at) WHERE confirmed_at IS NULL;

-- Registrations made before confirmation existed keep their seats (they were promised), but only those a
-- signed-in citizen made with their own address count as confirmed. The others (anonymous, or someone
-- else's address) have no expiry, so they keep the seat, yet they show in nobody's dashboard.
UPDATE workshop_registrations r SET confirmed_at = r.created_at
  FROM users u WHERE u.id = r.user_id AND lower(u.email) = lower(r.email);

ALTER TABLE workshop_waitlist ADD COLUMN confirmed_at timestamptz;
ALTER TABLE workshop_waitlist ADD COLUMN confirm_expires_at timestamptz;
ALTER TABLE workshop_waitlist ADD COLUMN confirm_token_hash text;
CREATE UNIQUE INDEX workshop_waitlist_by_token ON workshop_waitlist (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
-- Signed-in joins always used the account's own address.
UPDATE workshop_waitlist SET confirmed_at = created_at WHERE user_id IS NOT NULL;

-- Only a confirmed address is subscribed. Addresses stored before confirmation existed were never confirmed
-- by their owners (a scanner added hundreds), so they stay unconfirmed and receive nothing until their
-- owner subscribes again.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz;

-- E-mailed newsletter links: confirm (single use, expiring) and unsubscribe (one per mail sent, no expiry).
-- Only the SHA-256 of each token is stored. Unsubscribing deletes the subscription and, with it, its links.
CREATE TABLE newsletter_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  list text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  used_at timestamptz,
  FOREIGN KEY (email, list) REFERENCES newsletter_subscriptions (email, list) ON DELETE CASCADE
);
CREATE INDEX newsletter_tokens_by_subscription ON newsletter_tokens (email, list);

-- One view per viewer and discussion: `viewer` is a hash (of the user id, or a daily HMAC of the client's
-- address for signed-out viewers), never an address. The counter moves only when a row is inserted.
CREATE TABLE discussion_views (
  discussion_id uuid NOT NULL REFERENCES discussions (id) ON DELETE CASCADE,
  viewer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (discussion_id, viewer)
);
