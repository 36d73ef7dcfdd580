-- The forum read a page at a time: the discussions list newest first from a cursor (created_at, id), a
-- discussion's top-level comments from a cursor in each order, and each comment's replies by their parent.
CREATE INDEX discussions_by_date_and_id ON discussions (created_at DESC, id);
DROP INDEX discussions_by_date;
CREATE INDEX discussion_comments_top_level ON discussion_comments (discussion_id, created_at, id) WHERE parent_id IS NULL;
CREATE INDEX discussion_comments_by_parent ON discussion_comments (parent_id, created_at);
