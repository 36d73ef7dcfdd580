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
