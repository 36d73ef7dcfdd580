/**
 * Loads government projects from CSV or OC4IDS-style JSON files into the platform's database.
 *
 *   npm run import:projects -- projects.csv [more files…] [--dry-run] [--replace-samples]
 *
 * Every record is checked; a record with any problem is refused whole and listed with its reasons, and the
 * others are imported. Projects are matched by id, so importing a file again changes nothing.
 *   --dry-run          check the files and report, without writing anything
 *   --replace-samples  remove the shipped sample projects in the same transaction
 * The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR / ./data); it is migrated and
 * seeded first, as the server does at start, so the counties, constituencies and wards exist. With the
 * embedded database the data folder is taken first, so the import is refused while the server runs.
 *
 * Exit status: 0 when every record was imported, 2 when some were refused, 1 when a file could not be read.
 * The columns are those of the projects CSV download (GET /api/projects/?format=csv); see
 * api/seed/governance/README.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { ImportFileError, importProjects, type ImportFormat, type ImportReport } from '../src/governance/importProjects.js';
import { openCommandDatabase, runCommand } from '../src/operations/command.js';
import { seed } from '../src/seed/index.js';

const USAGE = 'Usage: npm run import:projects -- <file.csv|file.json> [more files…] [--dry-run] [--replace-samples]';

function formatOf(file: string): ImportFormat | null {
  const extension = path.extname(file).toLowerCase();
  return extension === '.csv' ? 'csv' : extension === '.json' ? 'json' : null;
}

function describe(file: string, report: ImportReport, dryRun: boolean): string {
  const lines = [
    `${file}: ${report.total} record(s) read.`,
    dryRun
      ? `  ${report.total - report.refused.length} would be imported (dry run: nothing was written).`
      : `  ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged.`,
  ];
  if (report.removedSamples) lines.push(`  ${report.removedSamples} sample project(s) removed.`);
  for (const warning of report.warnings) lines.push(`  Note: ${warning}`);
  if (report.refused.length) {
    lines.push(`  ${report.refused.length} record(s) refused and not imported:`);
    for (const refused of report.refused) {
      const where = `row ${refused.row}${refused.line ? ` (line ${refused.line})` : ''}${refused.id ? `, id ${refused.id}` : ''}`;
      lines.push(`    ${where}:`);
      for (const error of refused.errors) lines.push(`      - ${error}`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const replaceSamples = args.includes('--replace-samples');
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run' && arg !== '--replace-samples');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (unknownFlags.length || files.length === 0) {
    console.error(unknownFlags.length ? `Unknown option ${unknownFlags.join(', ')}.\n${USAGE}` : USAGE);
    return 1;
  }
  for (const file of files) {
    if (!formatOf(file)) {
      console.error(`${file}: the file name must end in .csv or .json.`);
      return 1;
    }
  }

  const config = loadConfig();
  // With the embedded database this takes the data folder first, and is refused while the server runs.
  const { db, close } = await openCommandDatabase(config);
  let status = 0;
  try {
    await migrate(db);
    if (config.seed) await seed(db);
    for (const file of files) {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        console.error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
        status = 1;
        continue;
      }
      try {
        const report = await importProjects(db, text, formatOf(file)!, { dryRun, replaceSamples });
        console.log(describe(file, report, dryRun));
        if (report.refused.length && status === 0) status = 2;
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        console.error(`${file}: ${error.message} Nothing was imported from it.`);
        status = 1;
      }
    }
  } finally {
    await close();
  }
  return status;
}

runCommand('The import', main);
