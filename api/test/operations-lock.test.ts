import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/index.js';
import { LOCK_STALE_SECONDS } from '../src/db/ownership.js';
import { lines, runScript, startServer, stopServer, waitUntilUp, type ServerProcess } from './operations-processes.js';

const IN_USE =
  /The data folder (\S+) is in use by another process \(the server, or an operator command such as npm run staff\)\. Stop that process first; if it crashed or was killed, its lock lapses by itself: try again in (\d+) seconds\./;

async function fileReport(port: number): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    incidentType: 'procurement',
    location: 'Kakamega county offices',
    date: '2026-09-14',
    description: 'Road tender awarded before the closing date.',
    isAnonymous: 'true',
  }))
    form.append(name, value);
  const answer = await fetch(`http://127.0.0.1:${port}/api/corruption-reports/`, { method: 'POST', body: form, headers: { origin: `http://127.0.0.1:${port}` } });
  assert.equal(answer.status, 201, await answer.clone().text());
  return ((await answer.json()) as { data: { receipt: string } }).data.receipt;
}

async function followUp(port: number, receipt: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/reports/follow-up/`, {
    method: 'POST',
    body: JSON.stringify({ receipt }),
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
  });
  return answer.status;
}

describe('one writer per embedded database (real processes)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-lock-'));
  const env = { DATA_DIR: dataDir };
  const started: ServerProcess[] = [];
  let first: ServerProcess;
  let receipt: string;

  before(async () => {
    first = startServer(env);
    started.push(first);
    await waitUntilUp(first);
    receipt = await fileReport(first.port);
  });
  after(() => {
    for (const server of started) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder and port before it opens anything, and the first keeps serving and writing', async () => {
    // The same port as well: a server that then fails to listen must not have disturbed the first's claim.
    for (const port of [first.port, first.port + 1]) {
      const second = startServer(env, port);
      started.push(second);
      const code = await second.exited;
      assert.notEqual(code, 0, second.output());
      const refusal = IN_USE.exec(second.output());
      assert.ok(refusal, second.output());
      assert.equal(refusal[1], dataDir);
      assert.ok(Number(refusal[2]) >= 1 && Number(refusal[2]) <= LOCK_STALE_SECONDS);
      assert.doesNotMatch(second.output(), /database ready|database migrated|EADDRINUSE/);
    }
    assert.equal(await followUp(first.port, receipt), 200);
    await fileReport(first.port);
  });

  it('refuses every operator command that opens the embedded database while the server runs, with one line, changing nothing', async () => {
    const csv = path.join(dataDir, '..', `${path.basename(dataDir)}-projects.csv`);
    writeFileSync(csv, 'id,name\n');
    const backupFile = path.join(tmpdir(), `civic-lock-backup-${process.pid}.tar.gz`);
    try {
      const results = await Promise.all([
        runScript('staff', ['list'], env),
        runScript('staff', ['grant', 'someone@example.org'], env),
        runScript('import-projects', [csv], env),
        runScript('migrate', [], env),
        runScript('backup', [backupFile], env),
        runScript('restore', [path.join(tmpdir(), 'no-such-backup.tar.gz')], env),
      ]);
      for (const result of results) {
        assert.equal(result.code, 1, result.stderr);
        assert.equal(lines(result.stderr).length, 1, result.stderr);
        assert.match(result.stderr, IN_USE);
        assert.equal(result.stdout, '');
      }
      assert.equal(existsSync(backupFile), false, 'no backup file was written');
    } finally {
      rmSync(csv, { force: true });
      rmSync(backupFile, { force: true });
    }
    assert.equal(await followUp(first.port, receipt), 200);
  });

  it('lets a command in as soon as the server has stopped cleanly', async () => {
    assert.equal(await stopServer(first), 0, first.output());
    const list = await runScript('staff', ['list'], env);
    assert.equal(list.code, 0, list.stderr);
    assert.equal(list.stdout.trim(), 'No staff yet.');
    const unknownRole = await runScript('staff', ['grant', 'someone@example.org', 'superuser'], env);
    assert.equal(unknownRole.code, 2);
    assert.match(
      unknownRole.stderr,
      /Not a role: superuser\.\nUsage: npm run staff -- grant\|revoke <e-mail> \[role \.\.\.\] \| reset-second-factor <e-mail> \| list\nRoles: administrator, case_handler, moderator, editor/,
    );
    const noAccount = await runScript('staff', ['grant', 'nobody@example.org', 'editor'], env);
    assert.equal(noAccount.code, 1);
    assert.match(noAccount.stderr, /No account uses nobody@example\.org\. The person must sign up first\./);
    const noAccountToReset = await runScript('staff', ['reset-second-factor', 'nobody@example.org'], env);
    assert.equal(noAccountToReset.code, 1);
    assert.match(noAccountToReset.stderr, /No account uses nobody@example\.org\./);
  });

  it('after the holder is killed (SIGKILL), refuses until the lock lapses, then a new server starts on an intact database', async () => {
    const holder = startServer(env);
    started.push(holder);
    await waitUntilUp(holder);
    holder.child.kill('SIGKILL');
    await holder.exited;
    const killedAt = Date.now();

    const tooSoon = startServer(env);
    started.push(tooSoon);
    assert.notEqual(await tooSoon.exited, 0);
    const refusal = IN_USE.exec(tooSoon.output());
    assert.ok(refusal, tooSoon.output());

    // The refusal says how long to wait; after that, the lock of the killed holder has lapsed.
    await new Promise((resolve) => setTimeout(resolve, Number(refusal[2]) * 1000));
    const next = startServer(env);
    started.push(next);
    await waitUntilUp(next);
    assert.ok(Date.now() - killedAt < (LOCK_STALE_SECONDS + 60) * 1000);
    assert.equal(await followUp(next.port, receipt), 200, 'the report filed before the crash is there');
    assert.equal(await stopServer(next), 0, next.output());

    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [wards] = await db.query<{ rows: number; codes: number }>('SELECT count(*)::int AS rows, count(DISTINCT code)::int AS codes FROM wards');
      assert.deepEqual(wards, { rows: 1450, codes: 1450 });
      const [reports] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
      assert.equal(reports!.n, 2);
    } finally {
      await db.close();
    }
  });
});
