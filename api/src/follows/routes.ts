import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { requireUser } from '../accounts/sessions.js';
import { countyPath, deliverFollowChanges, projectPath } from './changes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the follow updates waiting now (the timer calls it; tests and scripts may too). */
    deliverFollowUpdates(): Promise<number>;
  }
}

const SUBJECTS = ['county', 'project'] as const;
type Subject = (typeof SUBJECTS)[number];

/** A county code or a project id: short, as every id the site gives is. */
const SUBJECT_PARAMS = {
  type: 'object',
  properties: { type: { type: 'string', maxLength: 20 }, id: { type: 'string', minLength: 1, maxLength: 80 } },
  required: ['type', 'id'],
} as const;

/** At most this many follows per citizen: enough for every county and many projects. */
export const MAX_FOLLOWS = 200;

interface FollowRow {
  subject_type: Subject;
  subject_id: string;
  name: string | null;
  created_at: Date | string;
}

function subjectOf(value: string): Subject {
  if ((SUBJECTS as readonly string[]).includes(value)) return value as Subject;
  throw badRequest('You can follow a county or a project.', 'type');
}

/**
 * Following counties and projects: a signed-in citizen's own list, follow and unfollow, and whether changes
 * are e-mailed as well as shown in the bell. The updates themselves are delivered by a timer (changes.ts).
 */
export async function followRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  app.get('/api/follows/', async (request) => {
    const user = requireUser(request);
    const rows = await db.query<FollowRow>(
      `SELECT f.subject_type, f.subject_id, coalesce(c.name, p.title) AS name, f.created_at
         FROM follows f
         LEFT JOIN counties c ON f.subject_type = 'county' AND c.code = f.subject_id
         LEFT JOIN projects p ON f.subject_type = 'project' AND p.id = f.subject_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC`,
      [user.id],
    );
    const [prefs] = await db.query<{ follow_emails: boolean }>('SELECT follow_emails FROM users WHERE id = $1', [user.id]);
    return {
      emails: prefs?.follow_emails ?? true,
      follows: rows.map((row) => ({
        type: row.subject_type,
        id: row.subject_id,
        name: row.name ?? row.subject_id,
        path: row.subject_type === 'county' ? countyPath(row.subject_id) : projectPath(row.subject_id),
        since: new Date(row.created_at).toISOString(),
      })),
    };
  });

  app.put<{ Params: { type: string; id: string } }>('/api/follows/:type/:id/', { schema: { params: SUBJECT_PARAMS } }, async (request) => {
    const user = requireUser(request);
    const type = subjectOf(request.params.type);
    const id = request.params.id;
    const exists = await db.query(type === 'county' ? 'SELECT 1 FROM counties WHERE code = $1' : 'SELECT 1 FROM projects WHERE id = $1', [id]);
    if (exists.length === 0) throw notFound(type === 'county' ? 'There is no county with this code.' : 'There is no project with this id.');
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM follows WHERE user_id = $1', [user.id]);
    if (count >= MAX_FOLLOWS) throw badRequest(`You can follow up to ${MAX_FOLLOWS} counties and projects. Stop following some first.`, 'id');
    await db.query('INSERT INTO follows (user_id, subject_type, subject_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [user.id, type, id]);
    return { following: true };
  });

  app.delete<{ Params: { type: string; id: string } }>('/api/follows/:type/:id/', { schema: { params: SUBJECT_PARAMS } }, async (request) => {
    const user = requireUser(request);
    const type = subjectOf(request.params.type);
    await db.query('DELETE FROM follows WHERE user_id = $1 AND subject_type = $2 AND subject_id = $3', [user.id, type, request.params.id]);
    return { following: false };
  });

  app.put('/api/follows/preferences/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    const { emails } = request.body as { emails?: unknown };
    if (typeof emails !== 'boolean') throw badRequest('Say whether to e-mail updates: true or false.', 'emails');
    await db.query('UPDATE users SET follow_emails = $2 WHERE id = $1', [user.id, emails]);
    return { emails };
  });

  app.decorate('deliverFollowUpdates', () =>
    deliverFollowChanges(db, { notify: app.notify.bind(app), links: app.notificationMailLinks, mailer: app.mailer, publicUrl: config.publicUrl, log: app.log }),
  );

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    if (config.followCheckIntervalMs <= 0) return;
    let busy = false;
    timer = setInterval(() => {
      // A round still running (a slow mail queue) is not joined by another.
      if (busy) return;
      busy = true;
      running = app
        .deliverFollowUpdates()
        .catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'follow updates failed'))
        .finally(() => (busy = false));
    }, config.followCheckIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
