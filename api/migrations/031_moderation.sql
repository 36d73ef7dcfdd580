-- Forum moderation. A moderator may hide a discussion or a comment (its text stays stored, for the moderators
-- and for a restore, but citizens see the reason in its place) and lock a discussion against new comments.
-- Citizens flag posts for the moderators with a reason; a flag stays open until a moderator hides the post or
-- keeps it. One open flag per citizen and post: flagging again changes nothing.
ALTER TABLE discussions
  ADD COLUMN hidden_reason text,
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN locked_reason text,
  ADD COLUMN locked_at timestamptz;

ALTER TABLE discussion_comments
  ADD COLUMN hidden_reason text,
  ADD COLUMN hidden_at timestamptz;

CREATE TABLE post_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  discussion_id uuid NOT NULL REFERENCES discussions (id) ON DELETE CASCADE,
  -- Null when the flag is on the discussion itself.
  comment_id uuid REFERENCES discussion_comments (id) ON DELETE CASCADE,
  flagged_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('abuse', 'spam', 'personal', 'misleading', 'other')),
  details text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when a moderator hides the post ('hidden') or keeps it ('kept').
  closed_at timestamptz,
  closed_as text CHECK (closed_as IN ('hidden', 'kept'))
);
-- The post a flag is on, as one value (the comment's id, or the discussion's).
CREATE UNIQUE INDEX post_flags_one_open ON post_flags (flagged_by, COALESCE(comment_id, discussion_id)) WHERE closed_at IS NULL;
CREATE INDEX post_flags_open ON post_flags (discussion_id, comment_id) WHERE closed_at IS NULL;
CREATE INDEX discussions_hidden ON discussions (hidden_at DESC) WHERE hidden_at IS NOT NULL;
CREATE INDEX discussion_comments_hidden ON discussion_comments (hidden_at DESC) WHERE hidden_at IS NOT NULL;
