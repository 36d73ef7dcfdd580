// Generated projects for the benches: `count` projects spread over all 1,450 wards, each sector and status in
// turn, with the sector's word in the description, so a search for "water" matches one project in seven.
export const SECTORS = ['water', 'roads', 'health', 'education', 'agriculture', 'energy', 'ict'];
export const STATUSES = ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed'];
const KINDS = ['Borehole', 'Feeder road', 'Health centre', 'Classroom block', 'Irrigation scheme', 'Solar lights', 'ICT hub'];

/** Replaces the projects with `count` generated ones, then refreshes the planner's statistics. */
export async function generateProjects(db, count) {
  await db.query('DELETE FROM projects');
  await db.query(
    `WITH numbered AS (
       SELECT w.code, w.name, w.constituency_code, k.county_code, row_number() OVER (ORDER BY w.code) - 1 AS n
       FROM wards w JOIN constituencies k ON k.code = w.constituency_code
     )
     INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, constituency_code, ward_code,
       budget_allocated, budget_disbursed, budget_spent, last_update)
     SELECT 'gen-' || lpad(g::text, 6, '0'), ($2::text[])[1 + g % 7] || ' for ' || w.name || ' ward, number ' || g,
       'Generated ' || ($3::text[])[1 + g % 7] || ' project ' || g || ' in ' || w.name || ' ward.', ($3::text[])[1 + g % 7], ($4::text[])[1 + g % 5], 'Medium',
       CASE g % 5 WHEN 4 THEN 100 WHEN 0 THEN 0 ELSE g % 90 END, w.county_code, w.constituency_code, w.code,
       1000000 + g * 1000, g * 500, g * 400, date '2026-01-01' + (g % 300)
     FROM generate_series(1, $1::int) AS g JOIN numbered w ON w.n = g % 1450`,
    [count, KINDS, SECTORS, STATUSES],
  );
  // Planner statistics for the generated rows, as a database that has been running a while has them.
  await db.query('ANALYZE');
}

/**
 * `discussions` forum discussions a minute apart with `comments` comments spread over them (one in five a
 * reply), and `cases` complaints an hour apart on the case desk; then fresh planner statistics.
 */
export async function generateForumAndDesk(db, { discussions, comments, cases }) {
  await db.query(
    `INSERT INTO discussions (title, content, author_name, created_at)
     SELECT 'Discussion ' || g, 'About topic ' || g, 'citizen' || (g % 50), timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
     FROM generate_series(1, $1::int) AS g`,
    [discussions],
  );
  await db.query(
    `WITH d AS (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM discussions)
     INSERT INTO discussion_comments (discussion_id, author_name, content, created_at)
     SELECT d.id, 'commenter', 'Comment ' || g, timestamptz '2026-06-01 00:00:00+00' + g * interval '1 second'
     FROM generate_series(1, $1::int) AS g JOIN d ON d.n = 1 + g % $2::int`,
    [Math.round(comments * 0.8), discussions],
  );
  await db.query(
    `INSERT INTO discussion_comments (discussion_id, parent_id, author_name, content, created_at)
     SELECT c.discussion_id, c.id, 'replier', 'Reply to ' || c.content, c.created_at + interval '1 hour'
     FROM (SELECT * FROM discussion_comments WHERE parent_id IS NULL ORDER BY created_at LIMIT $1::int) c`,
    [comments - Math.round(comments * 0.8)],
  );
  await db.query(
    `INSERT INTO reports (kind, reference, status, description, institution, created_at)
     SELECT 'complaint', 'UH-2026-' || substr(code, 1, 4) || '-' || substr(code, 5, 4), 'received', 'Complaint ' || g || ' about a registry office',
       'Office ' || (g % 300), timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour'
     FROM generate_series(1, $1::int) AS g, translate(lpad(g::text, 8, '0'), '01', 'AB') AS code`,
    [cases],
  );
  await db.query('ANALYZE');
}
