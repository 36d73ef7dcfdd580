import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/sessions.js';
import { badRequest, ClientError, notFound } from '../errors.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { validateBody } from '../validation.js';
import type { Queryable } from '../db/index.js';
import { decodeCursor, encodeCursor, listFingerprint, type Cursor } from '../cursor.js';
import {
  COMMENT_SORTS,
  ORGANISATION_AUTHOR_ID,
  type Comment,
  type CommentPage,
  type CommentSort,
  type Discussion,
  type DiscussionPage,
  type DiscussionSummary,
  type ModerationMark,
} from './contracts.js';
import { commentSchema, discussionSchema, flagSchema, parseTags } from '@civic/shared/schemas';

export const NO_DISCUSSION = 'There is no discussion with that id.';
export const BAD_PARENT = 'The comment you are replying to is not part of this discussion.';
export const NO_COMMENT = 'There is no such comment in this discussion.';
export const DISCUSSION_LOCKED = 'This discussion is locked: no new comments can be added.';

const uuidParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } as const;
const objectBody = { type: 'object' } as const;

interface DiscussionRow {
  id: string;
  title: string;
  content: string;
  tags: string[];
  author_id: string | null;
  author_name: string;
  views: number;
  created_at: Date | string;
  hidden_reason: string | null;
  hidden_at: Date | string | null;
  locked_reason: string | null;
  locked_at: Date | string | null;
}

interface CommentRow {
  id: string;
  discussion_id: string;
  parent_id: string | null;
  author_id: string | null;
  author_name: string;
  content: string;
  created_at: Date | string;
  hidden_reason: string | null;
  hidden_at: Date | string | null;
}

/** The columns a discussion (DiscussionRow) and a comment (CommentRow) are read with. */
const DISCUSSION_COLUMNS = 'id, title, content, tags, author_id, author_name, views, created_at, hidden_reason, hidden_at, locked_reason, locked_at';
const COMMENT_COLUMNS = 'id, discussion_id, parent_id, author_id, author_name, content, created_at, hidden_reason, hidden_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A moderator's mark (hidden, locked) as the forum shows it; absent when there is none. */
function markOf(reason: string | null, at: Date | string | null): ModerationMark | undefined {
  return reason !== null && at !== null ? { reason, at: iso(at) } : undefined;
}

/** A comment as citizens read it: a hidden one keeps its place in the thread, its text replaced by the reason. */
function toComment(row: CommentRow): Comment {
  const hidden = markOf(row.hidden_reason, row.hidden_at);
  return {
    id: row.id,
    content: hidden ? '' : row.content,
    author: { id: row.author_id ?? ORGANISATION_AUTHOR_ID, username: row.author_name },
    date: iso(row.created_at),
    parentId: row.parent_id,
    ...(hidden && { hidden }),
  };
}

function toDiscussion(row: DiscussionRow, comments: Comment[]): Discussion {
  const hidden = markOf(row.hidden_reason, row.hidden_at);
  const locked = markOf(row.locked_reason, row.locked_at);
  return {
    id: row.id,
    title: hidden ? '' : row.title,
    content: hidden ? '' : row.content,
    tags: row.tags,
    author: { id: row.author_id ?? ORGANISATION_AUTHOR_ID, username: row.author_name },
    date: iso(row.created_at),
    replies: comments.length,
    views: row.views,
    comments,
    ...(hidden && { hidden }),
    ...(locked && { locked }),
  };
}

/** Discussions in a page of the forum's list; comments in a page of a discussion's (its top-level ones, with all their replies). */
export const DISCUSSIONS_PAGE = 20;
export const COMMENTS_PAGE = 20;

const DISCUSSION_FIELDS = `${DISCUSSION_COLUMNS.replace(/(\w+)/g, 'd.$1')},
  (SELECT count(*)::int FROM discussion_comments c WHERE c.discussion_id = d.id) AS replies`;

function toSummary(row: DiscussionRow & { replies: number }): DiscussionSummary {
  const { comments: _none, ...summary } = toDiscussion(row, []);
  return { ...summary, replies: row.replies };
}

/**
 * Each order of a discussion's top-level comments as keyset paging reads it: the sort value (as text, in the
 * cursor), how it compares, and the order. Popular: most direct replies first, then oldest first.
 */
const COMMENT_ORDERS: Record<CommentSort, { key: string; after: string; order: string }> = {
  oldest: {
    key: `t.created_at::text`,
    after: `(t.created_at, t.id) > ($2::timestamptz, $3::uuid)`,
    order: 't.created_at, t.id',
  },
  newest: {
    key: `t.created_at::text`,
    after: `t.created_at <= $2::timestamptz AND (t.created_at < $2::timestamptz OR t.id > $3::uuid)`,
    order: 't.created_at DESC, t.id',
  },
  popular: {
    key: `t.replies || ' ' || t.created_at::text`,
    after: `(t.replies < split_part($2, ' ', 1)::int OR (t.replies = split_part($2, ' ', 1)::int AND (t.created_at, t.id) > (substr($2, strpos($2, ' ') + 1)::timestamptz, $3::uuid)))`,
    order: 't.replies DESC, t.created_at, t.id',
  },
};

/**
 * One page of a discussion's comments: the next COMMENTS_PAGE top-level comments in `sort` order after the
 * cursor, each with every reply under it (however deep), so a thread is never cut across pages. Replies come
 * oldest first; the client orders each level as the citizen chose.
 */
async function commentsPage(db: Queryable, discussionId: string, sort: CommentSort, after: Cursor | null, list: string): Promise<CommentPage> {
  const { key, after: afterCondition, order } = COMMENT_ORDERS[sort];
  const top = await db.query<CommentRow & { sort_key: string }>(
    `WITH t AS (
       SELECT c.*, (SELECT count(*)::int FROM discussion_comments r WHERE r.parent_id = c.id) AS replies
       FROM discussion_comments c WHERE c.discussion_id = $1 AND c.parent_id IS NULL
     )
     SELECT ${COMMENT_COLUMNS.replace(/(\w+)/g, 't.$1')}, ${key} AS sort_key
     FROM t ${after ? `WHERE ${afterCondition}` : ''} ORDER BY ${order} LIMIT ${COMMENTS_PAGE + 1}`,
    after ? [discussionId, after.key, after.id] : [discussionId],
  );
  const page = top.slice(0, COMMENTS_PAGE);
  const replies = page.length
    ? await db.query<CommentRow>(
        `WITH RECURSIVE thread AS (
           SELECT r.* FROM discussion_comments r WHERE r.parent_id = ANY($1::uuid[])
           UNION ALL
           SELECT r.* FROM discussion_comments r JOIN thread ON r.parent_id = thread.id
         )
         SELECT ${COMMENT_COLUMNS} FROM thread ORDER BY created_at, id`,
        [page.map((row) => row.id)],
      )
    : [];
  const last = page.at(-1);
  return {
    comments: [...page, ...replies].map(toComment),
    next: top.length > COMMENTS_PAGE && last ? encodeCursor(list, { key: last.sort_key, id: last.id }) : null,
  };
}

/** Forum discussions for signed-in citizens. Authors are always the session user, whatever the body says. */
export async function discussionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /**
   * Who is viewing, as a hash: a signed-in citizen once per discussion, a signed-out visitor once per day
   * (the client address's HMAC rotates daily). Neither the id nor the address is stored as such.
   */
  function viewerOf(request: FastifyRequest): string {
    // Keyed with the server's secret: a plain hash of a user id could be recomputed by anyone holding the ids.
    if (request.user) return `u:${createHmac('sha256', app.config.ipHashSecret).update(request.user.id).digest('hex').slice(0, 32)}`;
    return `c:${hashClientAddress(app.config.ipHashSecret, request.ip)}`;
  }

  app.get('/api/discussions/get/', async (request) => {
    requireUser(request);
    // The list is only for signed-in citizens, so it is a personal answer: never kept by a cache.
    const [discussions, comments] = await Promise.all([
      db.query<DiscussionRow>(`SELECT ${DISCUSSION_COLUMNS} FROM discussions WHERE hidden_at IS NULL ORDER BY created_at DESC LIMIT 200`),
      db.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS.replace(/(\w+)/g, 'c.$1')} FROM discussion_comments c
         WHERE c.discussion_id IN (SELECT id FROM discussions WHERE hidden_at IS NULL ORDER BY created_at DESC LIMIT 200) ORDER BY c.created_at, c.id`,
      ),
    ]);
    const byDiscussion = new Map<string, Comment[]>();
    for (const row of comments) {
      const list = byDiscussion.get(row.discussion_id) ?? [];
      list.push(toComment(row));
      byDiscussion.set(row.discussion_id, list);
    }
    return discussions.map((row) => toDiscussion(row, byDiscussion.get(row.id) ?? []));
  });

  /**
   * The forum a page at a time, for any number of discussions and comments: the list (newest first, no
   * comments, each with its number of replies), one discussion, and a discussion's comments a page of
   * threads at a time in the order asked for. GET /api/discussions/get/ (every recent discussion with every
   * comment) stays for forum releases from before these.
   */
  app.get<{ Querystring: { after?: string } }>(
    '/api/discussions/',
    { schema: { querystring: { type: 'object', properties: { after: { type: 'string', maxLength: 300 } } } } },
    async (request) => {
      requireUser(request);
      const list = listFingerprint({ list: 'discussions' });
      const after = request.query.after === undefined ? null : decodeCursor(request.query.after, list, 'after');
      const rows = await db.query<DiscussionRow & { replies: number; sort_key: string }>(
        `SELECT ${DISCUSSION_FIELDS}, d.created_at::text AS sort_key FROM discussions d
         WHERE d.hidden_at IS NULL ${after ? 'AND d.created_at <= $2::timestamptz AND (d.created_at < $2::timestamptz OR d.id > $3::uuid)' : ''}
         ORDER BY d.created_at DESC, d.id LIMIT $1`,
        after ? [DISCUSSIONS_PAGE + 1, after.key, after.id] : [DISCUSSIONS_PAGE + 1],
      );
      const page = rows.slice(0, DISCUSSIONS_PAGE);
      const last = page.at(-1);
      const answer: DiscussionPage = {
        discussions: page.map((row) => toSummary(row)),
        next: rows.length > DISCUSSIONS_PAGE && last ? encodeCursor(list, { key: last.sort_key, id: last.id }) : null,
      };
      return answer;
    },
  );

  app.get<{ Params: { id: string } }>('/api/discussions/:id/', { schema: { params: uuidParams } }, async (request) => {
    requireUser(request);
    const [row] = await db.query<DiscussionRow & { replies: number }>(`SELECT ${DISCUSSION_FIELDS} FROM discussions d WHERE d.id = $1`, [request.params.id]);
    if (!row) throw notFound(NO_DISCUSSION);
    return { discussion: toSummary(row) };
  });

  app.get<{ Params: { id: string }; Querystring: { sort?: CommentSort; after?: string } }>(
    '/api/discussions/:id/comments/',
    {
      schema: {
        params: uuidParams,
        querystring: { type: 'object', properties: { sort: { type: 'string', enum: COMMENT_SORTS }, after: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request) => {
      requireUser(request);
      const { id } = request.params;
      const { sort = 'oldest' } = request.query;
      const [discussion] = await db.query('SELECT 1 FROM discussions WHERE id = $1', [id]);
      if (!discussion) throw notFound(NO_DISCUSSION);
      const list = listFingerprint({ list: 'comments', discussion: id, sort });
      const after = request.query.after === undefined ? null : decodeCursor(request.query.after, list, 'after');
      return commentsPage(db, id, sort, after, list);
    },
  );

  app.post<{ Body: { tags?: unknown } }>('/api/discussions/', { schema: { body: objectBody } }, async (request, reply) => {
    const user = requireUser(request);
    const raw = request.body;
    // Tags may come as the form's comma-separated text or as a list.
    const tags = parseTags(Array.isArray(raw.tags) ? raw.tags.map(String) : typeof raw.tags === 'string' ? raw.tags : undefined);
    const input = await validateBody(discussionSchema, { ...raw, tags: undefined });
    const [row] = await db.query<DiscussionRow>(
      `INSERT INTO discussions (title, content, tags, author_id, author_name) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${DISCUSSION_COLUMNS}`,
      [input.title, input.content, tags, user.id, user.displayName],
    );
    return reply.code(201).send(toDiscussion(row!, []));
  });

  app.post<{ Params: { id: string } }>('/api/discussions/:id/comments/', { schema: { params: uuidParams, body: objectBody } }, async (request, reply) => {
    const user = requireUser(request);
    const input = await validateBody(commentSchema, request.body);
    const [discussion] = await db.query<DiscussionRow>('SELECT id, title, author_id, hidden_at, locked_at FROM discussions WHERE id = $1', [request.params.id]);
    if (!discussion) throw notFound(NO_DISCUSSION);
    // A hidden discussion is closed to comments as a locked one is.
    if (discussion.locked_at !== null || discussion.hidden_at !== null) throw new ClientError(409, DISCUSSION_LOCKED);
    const parentId = input.parentId ? input.parentId : null;
    if (parentId) {
      const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parentId);
      const [parent] = valid ? await db.query('SELECT id FROM discussion_comments WHERE id = $1 AND discussion_id = $2', [parentId, discussion.id]) : [];
      if (!parent) throw badRequest(BAD_PARENT, 'parentId');
    }
    const [row] = await db.query<CommentRow>(
      `INSERT INTO discussion_comments (discussion_id, parent_id, author_id, author_name, content) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COMMENT_COLUMNS}`,
      [discussion.id, parentId, user.id, user.displayName, input.content],
    );
    if (discussion.author_id && discussion.author_id !== user.id) {
      await app.notify(discussion.author_id, 'New reply to your discussion', `${user.displayName} replied to "${discussion.title}".`, 'forum');
    }
    return reply.code(201).send(toComment(row!));
  });

  /**
   * A signed-in citizen flags a discussion, or one of its comments, for the moderators: 201 when the flag is
   * new, 200 when this citizen's flag on the post is still open (flagging again adds nothing).
   */
  app.post<{ Params: { id: string; commentId?: string } }>('/api/discussions/:id/flags/', { schema: { params: uuidParams, body: objectBody } }, flagPost);
  app.post<{ Params: { id: string; commentId?: string } }>(
    '/api/discussions/:id/comments/:commentId/flags/',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, commentId: { type: 'string', format: 'uuid' } }, required: ['id', 'commentId'] },
        body: objectBody,
      },
    },
    flagPost,
  );

  async function flagPost(request: FastifyRequest<{ Params: { id: string; commentId?: string } }>, reply: FastifyReply) {
    const user = requireUser(request);
    const input = await validateBody(flagSchema, request.body);
    const { id, commentId = null } = request.params;
    const [post] = commentId
      ? await db.query('SELECT id FROM discussion_comments WHERE id = $1 AND discussion_id = $2', [commentId, id])
      : await db.query('SELECT id FROM discussions WHERE id = $1', [id]);
    if (!post) throw notFound(commentId ? NO_COMMENT : NO_DISCUSSION);
    const created = await db.query(
      `INSERT INTO post_flags (discussion_id, comment_id, flagged_by, reason, details) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (flagged_by, COALESCE(comment_id, discussion_id)) WHERE closed_at IS NULL DO NOTHING RETURNING id`,
      [id, commentId, user.id, input.reason, input.details || null],
    );
    return reply.code(created.length ? 201 : 200).send({ flagged: true });
  }

  app.post<{ Params: { id: string } }>('/api/discussions/:id/views/', { schema: { params: uuidParams } }, async (request) => {
    // The counter moves only when this viewer's row is new; the primary key settles concurrent repeats.
    const [row] = await db.query<{ views: number | null }>(
      `WITH discussion AS (SELECT id, views FROM discussions WHERE id = $1),
            first_view AS (
              INSERT INTO discussion_views (discussion_id, viewer) SELECT id, $2 FROM discussion
              ON CONFLICT (discussion_id, viewer) DO NOTHING RETURNING discussion_id
            ),
            counted AS (
              UPDATE discussions SET views = views + 1 WHERE id IN (SELECT discussion_id FROM first_view) RETURNING views
            )
       SELECT COALESCE((SELECT views FROM counted), (SELECT views FROM discussion)) AS views`,
      [request.params.id, viewerOf(request)],
    );
    if (!row || row.views === null) throw notFound(NO_DISCUSSION);
    return { views: row.views };
  });
}
