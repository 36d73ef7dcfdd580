-- Staff roles in place of the one all-powerful staff flag. A person may hold several:
--   administrator  manages staff and the site's settings;
--   case_handler   reads and works reports and complaints (the case desk);
--   moderator      the forum;
--   editor         what citizens read that is not code (workshops, events, instructors, ...).
-- Every staff route asks for one role (api/src/accounts/roles.ts); the case desk is open to case handlers alone.
--
-- The flag meant every one of these, so whoever held it keeps them all, until an administrator narrows them.
CREATE TABLE staff_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('administrator', 'case_handler', 'moderator', 'editor')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  -- Who granted it: NULL for a grant from configuration (STAFF_EMAILS), the operator's command, or this migration.
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, role)
);

INSERT INTO staff_roles (user_id, role)
SELECT u.id, r.role
  FROM users u
 CROSS JOIN (VALUES ('administrator'), ('case_handler'), ('moderator'), ('editor')) AS r (role)
 WHERE u.is_staff;

ALTER TABLE users DROP COLUMN is_staff;
