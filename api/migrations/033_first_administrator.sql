-- One-time links that make whoever opens them, signed in, a new site's first administrator. The server prints
-- one at each start while no one holds the administrator role; only the hash is kept. Using one spends them all.
CREATE TABLE first_administrator_links (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
