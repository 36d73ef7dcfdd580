import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/sessions.js';
import { badRequest, notFound } from '../errors.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { validateBody } from '../validation.js';
import { ORGANISATION_AUTHOR_ID, type Comment, type Discussion } from './contracts.js';
import { commentSchema, discussionSchema, parseTags } from '@civic/shared/schemas';

export const NO_DISCUSSION = 'There is no discussion with that id.';
export const BAD_PARENT = 'The comment you are replying to is not part of this discussion.';

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
}

interface CommentRow {
  id: string;
  discussion_id: string;
  parent_id: string | null;
  author_id: string | null;
  author_name: string;
  content: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    author: { id: row.author_id ?? ORGANISATION_AUTHOR_ID, username: row.author_name },
    date: iso(row.created_at),
    parentId: row.parent_id,
  };
}

function toDiscussion(row: DiscussionRow, comments: Comment[]): Discussion {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    author: { id: row.author_id ?? ORGANISATION_AUTHOR_ID, username: row.author_name },
    date: iso(row.created_at),
    replies: comments.length,
    views: row.views,
    comments,
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
      db.query<DiscussionRow>('SELECT id, title, content, tags, author_id, author_name, views, created_at FROM discussions ORDER BY created_at DESC LIMIT 200'),
      db.query<CommentRow>(
        `SELECT c.id, c.discussion_id, c.parent_id, c.author_id, c.author_name, c.content, c.created_at FROM discussion_comments c
         WHERE c.discussion_id IN (SELECT id FROM discussions ORDER BY created_at DESC LIMIT 200) ORDER BY c.created_at, c.id`,
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

  app.post<{ Body: { tags?: unknown } }>('/api/discussions/', { schema: { body: objectBody } }, async (request, reply) => {
    const user = requireUser(request);
    const raw = request.body;
    // Tags may come as the form's comma-separated text or as a list.
    const tags = parseTags(Array.isArray(raw.tags) ? raw.tags.map(String) : typeof raw.tags === 'string' ? raw.tags : undefined);
    const input = await validateBody(discussionSchema, { ...raw, tags: undefined });
    const [row] = await db.query<DiscussionRow>(
      `INSERT INTO discussions (title, content, tags, author_id, author_name) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, title, content, tags, author_id, author_name, views, created_at`,
      [input.title, input.content, tags, user.id, user.displayName],
    );
    return reply.code(201).send(toDiscussion(row!, []));
  });

  app.post<{ Params: { id: string } }>('/api/discussions/:id/comments/', { schema: { params: uuidParams, body: objectBody } }, async (request, reply) => {
    const user = requireUser(request);
    const input = await validateBody(commentSchema, request.body);
    const [discussion] = await db.query<DiscussionRow>('SELECT id, title, author_id FROM discussions WHERE id = $1', [request.params.id]);
    if (!discussion) throw notFound(NO_DISCUSSION);
    const parentId = input.parentId ? input.parentId : null;
    if (parentId) {
      const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parentId);
      const [parent] = valid ? await db.query('SELECT id FROM discussion_comments WHERE id = $1 AND discussion_id = $2', [parentId, discussion.id]) : [];
      if (!parent) throw badRequest(BAD_PARENT, 'parentId');
    }
    const [row] = await db.query<CommentRow>(
      `INSERT INTO discussion_comments (discussion_id, parent_id, author_id, author_name, content) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, discussion_id, parent_id, author_id, author_name, content, created_at`,
      [discussion.id, parentId, user.id, user.displayName, input.content],
    );
    if (discussion.author_id && discussion.author_id !== user.id) {
      await app.notify(discussion.author_id, 'New reply to your discussion', `${user.displayName} replied to "${discussion.title}".`);
    }
    return reply.code(201).send(toComment(row!));
  });

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
