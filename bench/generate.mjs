// Generated projects for the benches: `count` projects spread over all 1,450 real wards, each sector and status
// in turn, with the sector's word in the description, so a search for "water" matches one project in seven.
// They go in as an organisation's file would: a CSV in the columns of the projects download, read and written
// by the project's own importer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProjects } from '../api/dist/governance/importProjects.js';
import { sealExistingCases } from '../api/dist/reporting/sealExisting.js';

export const SECTORS = ['water', 'roads', 'health', 'education', 'agriculture', 'energy', 'ict'];
export const STATUSES = ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed'];
const KINDS = ['Borehole', 'Feeder road', 'Health centre', 'Classroom block', 'Irrigation scheme', 'Solar lights', 'ICT hub'];

const places = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'data', 'constituencies-wards.json'), 'utf8'));
const WARDS = places.flatMap((county) =>
  county.constituencies.flatMap((constituency) => constituency.wards.map((ward) => ({ county: county.countyName, constituency: constituency.name, ward }))),
);

const quote = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * `count` generated projects as CSV, ids `<prefix>-000001` on; `budgetStep` is added to every allocated budget
 * (a second file with another step changes every project). The oldest update is 2026-01-01.
 */
export function projectsCsv(count, { prefix = 'gen', budgetStep = 0 } = {}) {
  const lines = ['id,title,description,category,status,priority,progress,county,constituency,ward,budget_allocated,budget_disbursed,budget_spent,last_update'];
  for (let g = 1; g <= count; g += 1) {
    const place = WARDS[g % WARDS.length];
    const sector = SECTORS[g % SECTORS.length];
    const status = STATUSES[g % STATUSES.length];
    lines.push(
      [
        `${prefix}-${String(g).padStart(6, '0')}`,
        `${KINDS[g % KINDS.length]} for ${place.ward} ward, number ${g}`,
        `Generated ${sector} project ${g} in ${place.ward} ward, ${place.constituency}.`,
        sector,
        status,
        'Medium',
        String({ Planned: 0, Completed: 100 }[status] ?? 1 + (g % 90)),
        place.county,
        place.constituency,
        place.ward,
        String(1_000_000 + g * 1000 + budgetStep),
        String(g * 500),
        String(g * 400),
        new Date(Date.UTC(2026, 0, 1 + (g % 300))).toISOString().slice(0, 10),
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Replaces the projects with `count` generated ones, imported by the project's own importer (batched writes,
 * the same checks and triggers as `npm run import:projects`), then refreshes the planner's statistics.
 */
export async function generateProjects(db, count) {
  await db.query('DELETE FROM projects');
  const report = await importProjects(db, projectsCsv(count), 'csv');
  if (report.created !== count) throw new Error(`the importer created ${report.created} of ${count} projects: ${JSON.stringify(report.refused.slice(0, 3))}`);
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
  // Sealed as the site keeps every case (api/src/reporting/caseKeys.ts), here rather than by the server in the
  // background while it is measured. The generated cases have no files and no e-mail address.
  await sealExistingCases(db, { get: async () => null, put: async () => ({ name: '', size: 0 }), delete: async () => undefined }, 'bench');
  await db.query('ANALYZE');
}
