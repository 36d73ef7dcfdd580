-- What staff do, kept for administrators to read (GET /api/staff/audit/): who, what, to which record, when,
-- and the record before and after. Nothing in the site changes a row once written: the trigger refuses any
-- UPDATE, whoever asks. The actor's name is copied in, so the entry still says who it was if the account goes.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
CREATE INDEX staff_audit_actor ON staff_audit (actor_id, at DESC);

CREATE FUNCTION staff_audit_is_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit entries are never changed';
END;
$$;
CREATE TRIGGER staff_audit_is_kept BEFORE UPDATE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_is_kept();

-- Invitations an administrator sent to an address with no staff role yet: the roles are given when the
-- address's account (made with the invited address and verified, or already there) next signs in.
CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  roles text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['administrator', 'case_handler', 'moderator', 'editor']),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
-- One open invitation per address: inviting it again replaces its roles and expiry.
CREATE UNIQUE INDEX staff_invitations_open ON staff_invitations (email) WHERE accepted_at IS NULL;
