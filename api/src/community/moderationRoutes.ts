import type { FastifyInstance } from 'fastify';
import { moderationReasonSchema } from '@civic/shared/schemas';
import {
  MODERATION_VIEWS,
  type FlagReason,
  type ModeratedKind,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueue,
  type ModerationView,
} from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { ClientError, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Queryable } from '../db/index.js';
import { notificationMessages } from '../notifications/messages.js';
import { recordStaffAction } from '../staff/audit.js';

export const NO_POST = 'There is no such post.';
export const ALREADY_HIDDEN = 'This post is already hidden.';
export const NOT_HIDDEN = 'This post is not hidden.';
export const NO_OPEN_FLAGS = 'This post has no open flags.';
export const ALREADY_LOCKED = 'This discussion is already locked.';
export const NOT_LOCKED = 'This discussion is not locked.';

/** What a moderator is told when the post is already as the action would leave it. */
const REFUSALS: Record<ModerationAction, string> = {
  hide: ALREADY_HIDDEN,
  restore: NOT_HIDDEN,
  keep: NO_OPEN_FLAGS,
  lock: ALREADY_LOCKED,
  unlock: NOT_LOCKED,
};

/** The most posts a view of the queue lists: a moderator works from the top. */
export const QUEUE_LENGTH = 100;

interface PostRef {
  kind: ModeratedKind;
  id: string;
}

interface PostRow {
  id: string;
  discussion_id: string;
  content: string;
  author_id: string | null;
  author_name: string;
  created_at: Date | string;
  hidden_reason: string | null;
  hidden_at: Date | string | null;
}

interface DiscussionPostRow extends PostRow {
  title: string;
  locked_reason: string | null;
  locked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const mark = (reason: string | null, at: Date | string | null) => (reason !== null && at !== null ? { reason, at: iso(at) } : null);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The posts named, as moderators see them (text even when hidden, open flags without who raised them), in the
 * order named; a post that is gone is left out.
 */
export async function moderationItems(db: Queryable, refs: readonly PostRef[]): Promise<ModerationItem[]> {
  if (refs.length === 0) return [];
  const commentIds = refs.filter((ref) => ref.kind === 'comment').map((ref) => ref.id);
  const comments = commentIds.length
    ? await db.query<PostRow>(
        `SELECT id, discussion_id, content, author_id, author_name, created_at, hidden_reason, hidden_at FROM discussion_comments WHERE id = ANY($1::uuid[])`,
        [commentIds],
      )
    : [];
  const discussionIds = [...new Set([...refs.filter((ref) => ref.kind === 'discussion').map((ref) => ref.id), ...comments.map((row) => row.discussion_id)])];
  const [discussions, flags] = await Promise.all([
    db.query<DiscussionPostRow>(
      `SELECT id, id AS discussion_id, title, content, author_id, author_name, created_at, hidden_reason, hidden_at, locked_reason, locked_at
       FROM discussions WHERE id = ANY($1::uuid[])`,
      [discussionIds],
    ),
    db.query<{ post_id: string; reason: FlagReason; details: string | null; created_at: Date | string }>(
      `SELECT COALESCE(comment_id, discussion_id) AS post_id, reason, details, created_at FROM post_flags
       WHERE closed_at IS NULL AND (comment_id = ANY($1::uuid[]) OR (comment_id IS NULL AND discussion_id = ANY($2::uuid[])))
       ORDER BY created_at, id`,
      [commentIds, refs.filter((ref) => ref.kind === 'discussion').map((ref) => ref.id)],
    ),
  ]);
  const discussionById = new Map(discussions.map((row) => [row.id, row]));
  const commentById = new Map(comments.map((row) => [row.id, row]));
  const flagsOf = new Map<string, ModerationItem['flags']>();
  for (const flag of flags) {
    const list = flagsOf.get(flag.post_id) ?? [];
    list.push({ reason: flag.reason, details: flag.details, at: iso(flag.created_at) });
    flagsOf.set(flag.post_id, list);
  }
  const items: ModerationItem[] = [];
  for (const ref of refs) {
    const post = ref.kind === 'comment' ? commentById.get(ref.id) : discussionById.get(ref.id);
    const discussion = post && discussionById.get(post.discussion_id);
    if (!post || !discussion) continue;
    items.push({
      kind: ref.kind,
      id: post.id,
      discussion: { id: discussion.id, title: discussion.title, locked: mark(discussion.locked_reason, discussion.locked_at) },
      text: post.content,
      author: { id: post.author_id, name: post.author_name },
      postedAt: iso(post.created_at),
      flags: flagsOf.get(post.id) ?? [],
      hidden: mark(post.hidden_reason, post.hidden_at),
    });
  }
  return items;
}

/** The posts of a view of the queue: flagged (most flags first, then the longest waiting) or hidden (newest first). */
async function queue(db: Queryable, view: ModerationView): Promise<PostRef[]> {
  const rows =
    view === 'flagged'
      ? await db.query<{ id: string; is_comment: boolean }>(
          `SELECT COALESCE(comment_id, discussion_id) AS id, comment_id IS NOT NULL AS is_comment
           FROM post_flags WHERE closed_at IS NULL
           GROUP BY 1, 2 ORDER BY count(*) DESC, min(created_at), 1 LIMIT $1`,
          [QUEUE_LENGTH],
        )
      : await db.query<{ id: string; is_comment: boolean }>(
          `(SELECT id, false AS is_comment, hidden_at FROM discussions WHERE hidden_at IS NOT NULL ORDER BY hidden_at DESC LIMIT $1)
           UNION ALL
           (SELECT id, true AS is_comment, hidden_at FROM discussion_comments WHERE hidden_at IS NOT NULL ORDER BY hidden_at DESC LIMIT $1)
           ORDER BY hidden_at DESC, id LIMIT $1`,
          [QUEUE_LENGTH],
        );
  return rows.map((row) => ({ kind: row.is_comment ? 'comment' : 'discussion', id: row.id }));
}

const TABLES: Record<ModeratedKind, string> = { discussion: 'discussions', comment: 'discussion_comments' };

/**
 * The forum's moderation, for moderators: the queue, and hiding, restoring and keeping a discussion or a
 * comment, locking and unlocking a discussion. Each action is checked against the post as it is now (two
 * moderators acting at once: the second is told what the first did), recorded in the staff audit in the same
 * transaction, and told to the post's author.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { show?: ModerationView } }>(
    '/api/moderation/',
    {
      config: { staffRole: 'moderator' },
      schema: { querystring: { type: 'object', properties: { show: { type: 'string', enum: MODERATION_VIEWS } } } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const answer: ModerationQueue = { items: await moderationItems(db, await queue(db, request.query.show ?? 'flagged')) };
      return answer;
    },
  );

  const actionsOn: Record<ModeratedKind, readonly ModerationAction[]> = {
    discussion: ['hide', 'restore', 'keep', 'lock', 'unlock'],
    comment: ['hide', 'restore', 'keep'],
  };

  for (const kind of ['discussion', 'comment'] as const) {
    app.post<{ Params: { id: string; action: ModerationAction } }>(
      `/api/moderation/${kind}s/:id/:action/`,
      {
        config: { staffRole: 'moderator' },
        schema: {
          params: {
            type: 'object',
            properties: { id: { type: 'string', format: 'uuid' }, action: { type: 'string', enum: actionsOn[kind] } },
            required: ['id', 'action'],
          },
        },
      },
      async (request) => {
        const moderator = staffUser(request);
        const { id, action } = request.params;
        const reason = action === 'hide' || action === 'lock' ? (await validateBody(moderationReasonSchema, request.body ?? {})).reason : null;
        const ref = { kind, id };
        const { item, notice } = await db.transaction(async (tx) => {
          const [before] = await moderationItems(tx, [ref]);
          if (!before) throw notFound(NO_POST);
          // One conditional change each: a post already as asked (another moderator was first) changes nothing.
          const table = TABLES[kind];
          const statements: Record<Exclude<ModerationAction, 'keep'>, [string, unknown[]]> = {
            hide: [`UPDATE ${table} SET hidden_reason = $2, hidden_at = now() WHERE id = $1 AND hidden_at IS NULL`, [id, reason]],
            restore: [`UPDATE ${table} SET hidden_reason = NULL, hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL`, [id]],
            lock: [`UPDATE discussions SET locked_reason = $2, locked_at = now() WHERE id = $1 AND locked_at IS NULL`, [id, reason]],
            unlock: [`UPDATE discussions SET locked_reason = NULL, locked_at = NULL WHERE id = $1 AND locked_at IS NOT NULL`, [id]],
          };
          const changed = action === 'keep' ? await closeFlags(tx, ref, 'kept') : await affects(tx, ...statements[action]);
          if (!changed) throw new ClientError(409, REFUSALS[action]);
          if (action === 'hide') await closeFlags(tx, ref, 'hidden');
          const [after] = await moderationItems(tx, [ref]);
          await recordStaffAction(tx, moderator, {
            action: `${kind}.${action}`,
            targetType: kind,
            targetId: id,
            before: auditView(before),
            after: auditView(after!),
          });
          return { item: after!, notice: noticeOf(kind, action, after!) };
        });
        if (notice && item.author.id) await app.notify(item.author.id, notice.title, notice.message, 'forum');
        return { item };
      },
    );
  }
}

async function affects(tx: Queryable, sql: string, values: unknown[]): Promise<boolean> {
  return (await tx.query(`${sql} RETURNING 1`, values)).length > 0;
}

/** Closes the post's open flags as `as`; false when it had none. */
async function closeFlags(tx: Queryable, ref: PostRef, as: 'hidden' | 'kept'): Promise<boolean> {
  const where = ref.kind === 'comment' ? 'comment_id = $1' : 'comment_id IS NULL AND discussion_id = $1';
  return affects(tx, `UPDATE post_flags SET closed_at = now(), closed_as = $2 WHERE ${where} AND closed_at IS NULL`, [ref.id, as]);
}

/** What the audit keeps of a post: its state, not its text (the post itself keeps that). */
function auditView(item: ModerationItem) {
  return { discussion: item.discussion.id, hidden: item.hidden, locked: item.discussion.locked, openFlags: item.flags.length };
}

function noticeOf(kind: ModeratedKind, action: ModerationAction, item: ModerationItem): { title: string; message: string } | null {
  // Stored in English, given in the reader's language on the way out (notifications/language.ts).
  const n = notificationMessages;
  const values = { discussion: item.discussion.title, reason: (action === 'lock' ? item.discussion.locked?.reason : item.hidden?.reason) ?? '' };
  const text = (title: string, message: string) => ({ title, message: fill(message, values) });
  if (action === 'hide') return text(n.hiddenTitle, kind === 'discussion' ? n.discussionHidden : n.commentHidden);
  if (action === 'restore') return text(n.restoredTitle, kind === 'discussion' ? n.discussionRestored : n.commentRestored);
  if (action === 'lock') return text(n.lockedTitle, n.discussionLocked);
  if (action === 'unlock') return text(n.unlockedTitle, n.discussionUnlocked);
  return null;
}
