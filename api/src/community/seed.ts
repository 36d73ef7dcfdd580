import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { addDays, nairobiToday } from './nextSession.js';
import { DISCUSSIONS, EVENTS, INSTRUCTORS, TEAM_HANDLE, WORKSHOPS } from './seedData.js';

/**
 * Loads the organisation's own workshops, instructors, events and a few discussions (idempotent).
 * Existing rows are left alone: staff may have edited them, and seat counts belong to real registrations.
 */
export async function seedCommunity(tx: Queryable): Promise<void> {
  const today = nairobiToday();
  for (const w of WORKSHOPS) {
    await tx.query(
      `INSERT INTO workshops (id, title, category, description, starts_on, start_time, location, duration, capacity, registrations_count, materials, meeting_link)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12) ON CONFLICT (id) DO NOTHING`,
      [
        w.id,
        w.title,
        w.category,
        w.description,
        addDays(today, w.offsetDays),
        w.time,
        w.location,
        w.duration,
        w.capacity,
        w.registered,
        JSON.stringify(w.materials),
        // An online workshop gets a private room of its own; its link goes only to confirmed registrants.
        w.location.startsWith('Online') ? `https://meet.jit.si/UwaziHub-${randomBytes(12).toString('hex')}` : null,
      ],
    );
  }
  for (const i of INSTRUCTORS) {
    await tx.query(
      `INSERT INTO instructors (id, name, title, expertise, day_of_week, time, is_available, image, bio, professionalism)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '', $8, $9) ON CONFLICT (id) DO NOTHING`,
      [i.id, i.name, i.title, i.expertise, i.day_of_week, i.time, i.is_available, i.bio, i.professionalism],
    );
  }
  for (const e of EVENTS) {
    await tx.query(`INSERT INTO events (id, title, event_date, event_time, location, is_online, description) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`, [
      e.id,
      e.title,
      addDays(today, e.offsetDays),
      e.time,
      e.location,
      e.isOnline,
      e.description,
    ]);
  }
  for (const d of DISCUSSIONS) {
    await tx.query(
      `INSERT INTO discussions (title, content, tags, author_name, seed_key, created_at) VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6::int))
       ON CONFLICT (seed_key) DO NOTHING`,
      [d.title, d.content, d.tags, TEAM_HANDLE, `discussion:${d.key}`, d.daysAgo],
    );
    for (const c of d.comments) {
      await tx.query(
        `INSERT INTO discussion_comments (discussion_id, parent_id, author_name, content, seed_key, created_at)
         SELECT d.id, (SELECT id FROM discussion_comments WHERE seed_key = $2), $3, $4, $5, now() - make_interval(days => $6::int)
         FROM discussions d WHERE d.seed_key = $1
         ON CONFLICT (seed_key) DO NOTHING`,
        [`discussion:${d.key}`, c.parentKey ? `comment:${c.parentKey}` : null, c.author, c.content, `comment:${c.key}`, c.daysAgo],
      );
    }
  }
}
