import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/index.js';
import { SEED_DIR } from '../paths.js';
import { checkRecords, readRecords, upsertProjects } from './importProjects.js';

export const GOVERNANCE_SEED_DIR = path.join(SEED_DIR, 'governance');

interface GeographySeed {
  counties: Array<{
    countyCode: string;
    constituencies: Array<{ code: string; name: string; wards: Array<{ code: string; name: string; codeInferred?: boolean; note?: string }> }>;
  }>;
}

interface MdaSeed {
  ministries: Array<{
    name: string;
    ecitizenUrl: string | null;
    departments: Array<{ name: string; ecitizenUrl: string | null; agencies: Array<{ name: string; website: string | null; ecitizenUrl: string | null }> }>;
  }>;
}

async function readSeed(name: string): Promise<string> {
  return readFile(path.join(GOVERNANCE_SEED_DIR, name), 'utf8');
}

/** Constituencies and wards, each table in one statement (1,450 single inserts would slow every start). */
async function seedPlaces(tx: Queryable): Promise<void> {
  const geography = JSON.parse(await readSeed('geography.json')) as GeographySeed;
  const constituencies = geography.counties.flatMap((county) =>
    county.constituencies.map((constituency, position) => ({ code: constituency.code, county_code: county.countyCode, name: constituency.name, position })),
  );
  const wards = geography.counties.flatMap((county) =>
    county.constituencies.flatMap((constituency) =>
      constituency.wards.map((ward, position) => ({
        code: ward.code,
        constituency_code: constituency.code,
        name: ward.name,
        code_inferred: ward.codeInferred ?? false,
        note: ward.note ?? null,
        position,
      })),
    ),
  );
  await tx.query(
    `INSERT INTO constituencies (code, county_code, name, position)
     SELECT code, county_code, name, position FROM json_to_recordset($1::json) AS x(code text, county_code text, name text, position int)
     ON CONFLICT (code) DO UPDATE SET county_code = EXCLUDED.county_code, name = EXCLUDED.name, position = EXCLUDED.position`,
    [JSON.stringify(constituencies)],
  );
  await tx.query(
    `INSERT INTO wards (code, constituency_code, name, code_inferred, note, position)
     SELECT code, constituency_code, name, code_inferred, note, position
     FROM json_to_recordset($1::json) AS x(code text, constituency_code text, name text, code_inferred boolean, note text, position int)
     ON CONFLICT (code) DO UPDATE SET constituency_code = EXCLUDED.constituency_code, name = EXCLUDED.name,
       code_inferred = EXCLUDED.code_inferred, note = EXCLUDED.note, position = EXCLUDED.position`,
    [JSON.stringify(wards)],
  );
}

/**
 * The directory is replaced whole on each start: nothing refers to its rows, and ids made from positions
 * stay right only if a changed snapshot replaces the old one entirely.
 */
async function seedDirectory(tx: Queryable): Promise<void> {
  const directory = JSON.parse(await readSeed('mdas.json')) as MdaSeed;
  const ministries: object[] = [];
  const departments: object[] = [];
  const agencies: object[] = [];
  directory.ministries.forEach((ministry, m) => {
    const ministryId = `m${String(m + 1).padStart(2, '0')}`;
    ministries.push({ id: ministryId, name: ministry.name, ecitizen_url: ministry.ecitizenUrl, position: m });
    ministry.departments.forEach((department, d) => {
      const departmentId = `${ministryId}-d${d + 1}`;
      departments.push({ id: departmentId, ministry_id: ministryId, name: department.name, ecitizen_url: department.ecitizenUrl, position: d });
      department.agencies.forEach((agency, a) => {
        agencies.push({ id: `${departmentId}-a${a + 1}`, department_id: departmentId, name: agency.name, website: agency.website, ecitizen_url: agency.ecitizenUrl, position: a });
      });
    });
  });
  await tx.query('DELETE FROM ministries');
  await tx.query(
    `INSERT INTO ministries (id, name, ecitizen_url, position)
     SELECT id, name, ecitizen_url, position FROM json_to_recordset($1::json) AS x(id text, name text, ecitizen_url text, position int)`,
    [JSON.stringify(ministries)],
  );
  await tx.query(
    `INSERT INTO departments (id, ministry_id, name, ecitizen_url, position)
     SELECT id, ministry_id, name, ecitizen_url, position FROM json_to_recordset($1::json) AS x(id text, ministry_id text, name text, ecitizen_url text, position int)`,
    [JSON.stringify(departments)],
  );
  await tx.query(
    `INSERT INTO agencies (id, department_id, name, website, ecitizen_url, position)
     SELECT id, department_id, name, website, ecitizen_url, position
     FROM json_to_recordset($1::json) AS x(id text, department_id text, name text, website text, ecitizen_url text, position int)`,
    [JSON.stringify(agencies)],
  );
}

/**
 * The sample projects go through the importer's own checks, so they obey every rule real data obeys. They
 * are loaded only while the database holds no real projects: once the organisation imports its own, the
 * samples are never brought back (`import:projects -- --replace-samples` removes them).
 */
async function seedSampleProjects(tx: Queryable): Promise<void> {
  const [real] = await tx.query<{ exists: boolean }>('SELECT EXISTS (SELECT 1 FROM projects WHERE NOT is_sample) AS exists');
  if (real?.exists) return;
  const warnings: string[] = [];
  const records = readRecords(await readSeed('sample-projects.json'), 'json', warnings);
  // The samples' own dates are fixed; the future-date rule is for real records, so it must not block a start.
  const { accepted, refused } = await checkRecords(tx, records, '9999-12-31');
  if (refused.length || warnings.length) throw new Error(`The sample projects do not pass the import checks: ${JSON.stringify({ refused, warnings })}`);
  await upsertProjects(
    tx,
    accepted.map((project) => ({ ...project, isSample: true })),
  );
}

/** Loads constituencies, wards, ministries and the sample projects (idempotent). */
export async function seedGovernance(tx: Queryable): Promise<void> {
  await seedPlaces(tx);
  await seedDirectory(tx);
  await seedSampleProjects(tx);
}
