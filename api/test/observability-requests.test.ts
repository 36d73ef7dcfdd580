import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { startTestSite, TEST_RELEASES, type TestSite } from './harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  const linesOf = (id: string) => site.logs.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === id);

  it('takes a sane X-Request-Id from the caller, echoes it, and puts it in the one log line of that request', async () => {
    const id = 'edge-7f3a.9c:42_b';
    const response = await site.app.inject({ url: '/api/faq/', headers: { 'x-request-id': id } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-request-id'], id);
    const lines = linesOf(id);
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['request completed'],
    );
    const [line] = lines as Array<{ req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number }>;
    assert.deepEqual([line!.req?.method, line!.req?.url, line!.res?.statusCode], ['GET', '/api/faq/', 200]);
    assert.equal(typeof line!.responseTime, 'number');
  });

  it('logs the start of a request too when LOG_LEVEL is debug, under the same id', async () => {
    const debugSite = await startTestSite(null, { LOG_LEVEL: 'debug' });
    try {
      const id = 'debug-start-1';
      await debugSite.app.inject({ url: '/api/faq/', headers: { 'x-request-id': id } });
      const messages = debugSite.logs.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === id);
      assert.deepEqual(
        messages.map((line) => line.msg),
        ['incoming request', 'request completed'],
      );
    } finally {
      await debugSite.close();
    }
  });

  it('generates a UUID when the header is missing or not a sane token, and never echoes what was sent', async () => {
    const seen = new Set<string>();
    for (const sent of [undefined, '', 'has spaces in it', 'x'.repeat(129), 'quote"and<angle>', 'line\tbreak']) {
      const response = await site.app.inject({ url: '/api/faq/', headers: sent === undefined ? {} : { 'x-request-id': sent } });
      const echoed = response.headers['x-request-id'] as string;
      assert.match(echoed, UUID, `for ${JSON.stringify(sent)}`);
      assert.ok(!seen.has(echoed), 'a new id for every request');
      seen.add(echoed);
      assert.equal(linesOf(echoed).length, 1, 'the generated id is the one in the log');
    }
    assert.equal(site.logs.filter((line) => line.includes('has spaces in it') || line.includes('quote')).length, 0);
  });

  it('echoes the id on every kind of answer: pages, files, JSON 404s, refused and invalid requests', async () => {
    const cases = [
      { url: '/our-team' },
      { url: '/main.0123456789.js' },
      { url: '/api/nothing-here/' },
      { url: '/missing-chunk.js' },
      { url: '/api/contact/', method: 'POST' as const, payload: {}, headers: { origin: 'http://localhost:80', host: 'localhost:80' } },
      { url: '/api/contact/', method: 'POST' as const, payload: {}, headers: { origin: 'https://evil.example', host: 'localhost:80' } },
    ];
    for (const [index, request] of cases.entries()) {
      const id = `kind-${index}`;
      const response = await site.app.inject({ ...request, headers: { ...request.headers, 'x-request-id': id } });
      assert.equal(response.headers['x-request-id'], id, `${request.method ?? 'GET'} ${request.url} answered ${response.statusCode}`);
    }
  });
});

/** Starts the real server process and collects its output until it exits. */
async function startFailing(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-start-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, lines: output.split('\n').filter((line) => line.trim() !== '') };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function parsed(lines: string[]): Array<{ level: number; msg: string; err?: { type: string; message: string } }> {
  return lines.map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      assert.fail(`not a JSON line: ${line}`);
    }
  });
}

describe('the server process', () => {
  it('serves, logs and stops with nothing but JSON lines on its output (PostgreSQL when set, else embedded)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-json-'));
    // A built shell of its own, so the test does not depend on a front-end build.
    const shellDir = path.join(dataDir, 'shell');
    mkdirSync(shellDir);
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    // And a registry of its own: the pages a site answers are those its releases declare.
    const deployDir = path.join(dataDir, 'deploy');
    mkdirSync(deployDir);
    writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ remotes: { mfe_org: TEST_RELEASES.mfe_org } }));
    const port = 19_000 + Math.floor(Math.random() * 1000);
    const databaseUrl = process.env.DATABASE_URL;
    const schema = `test_json_${process.pid}`;
    let env: Record<string, string> = { DATABASE_URL: '' };
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString(), RECEIPT_PEPPER: 'c'.repeat(64), IP_HASH_SECRET: 'd'.repeat(64) };
    }
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SHELL_DIR: shellDir, DEPLOY_DIR: deployDir, REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 90_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/api/health/ready/`).then(
          (answer) => answer.ok,
          () => false,
        ))
      ) {
        assert.ok(Date.now() < deadline, `the server did not become ready:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // What curl -I and an uptime probe see of a page; the request id they sent comes back.
      const head = await fetch(`http://127.0.0.1:${port}/about`, { method: 'HEAD', headers: { accept: '*/*', 'x-request-id': 'uptime-probe-1' } });
      assert.equal(head.headers.get('x-request-id'), 'uptime-probe-1');
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.equal((await fetch(`http://127.0.0.1:${port}/no-such-page`, { method: 'HEAD' })).status, 404);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      assert.equal(code, 0, output);
      const entries = parsed(output.split('\n').filter((line) => line.trim() !== ''));
      assert.ok(entries.some((entry) => entry.msg === 'database ready'));
      // A new site with no administrator (and none in STAFF_EMAILS) says how to make the first one.
      assert.ok(
        entries.some((entry) => /^no administrator yet: .+ open http:\/\/\S+\/auth\/first-administrator\?token=[\w-]+ once within 24 hours$/.test(String(entry.msg))),
        output,
      );
      assert.ok(entries.some((entry) => (entry as { reqId?: string }).reqId === 'uptime-probe-1'));
      // An ordinary start, two requests and a stop warn of nothing: no deprecated option, no Node warning.
      assert.deepEqual(
        entries.filter((entry) => Number((entry as { level?: number }).level) >= 40),
        [],
      );
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    }
  });
});

describe('start-up failures', () => {
  it('a bad setting stops the server with one JSON line naming it', async () => {
    const { code, lines } = await startFailing({ PORT: 'notanumber' });
    assert.equal(code, 1);
    const entries = parsed(lines);
    assert.equal(entries.length, 1, lines.join('\n'));
    assert.equal(entries[0]!.level, 60);
    assert.equal(entries[0]!.msg, 'The server could not start: PORT must be a whole number, got "notanumber"');
  });

  it('a database that cannot be reached stops the server with one JSON line holding the error', async () => {
    const { code, lines } = await startFailing({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
      RECEIPT_PEPPER: 'a'.repeat(64),
      IP_HASH_SECRET: 'b'.repeat(64),
    });
    assert.equal(code, 1);
    const entries = parsed(lines);
    const fatal = entries.filter((entry) => entry.level === 60);
    assert.equal(fatal.length, 1, lines.join('\n'));
    assert.match(fatal[0]!.msg, /^The server could not start: .*ECONNREFUSED 127\.0\.0\.1:1/);
    assert.match(fatal[0]!.err!.message, /ECONNREFUSED/);
  });
});
