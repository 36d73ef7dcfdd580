import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseTrustProxy, requireSharedSecrets } from '../src/config.js';

/** A PostgreSQL address nothing listens on: the checks must refuse before any connection is tried. */
const NOWHERE = 'postgres://nobody@127.0.0.1:9/none';
const SECRET = 'a'.repeat(64);

function problemsOf(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof ConfigError, `a ConfigError, not ${String(error)}`);
    return error.problems;
  }
  return [];
}

/** Starts the real server with exactly `env` (and PATH), and waits for it to exit. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('secrets every instance must share', () => {
  it('are required when DATABASE_URL is set: one line per missing setting, naming it and what it must be', () => {
    const problems = problemsOf(() => requireSharedSecrets({ DATABASE_URL: NOWHERE, DATA_DIR: ':memory:' }));
    assert.deepEqual(problems, [
      "RECEIPT_PEPPER must be set (at least 32 random characters, e.g. from 'openssl rand -hex 32') when DATABASE_URL is set: every instance must use the same value.",
      "IP_HASH_SECRET must be set (at least 32 random characters, e.g. from 'openssl rand -hex 32') when DATABASE_URL is set: every instance must use the same value.",
    ]);
    assert.deepEqual(
      problemsOf(() => requireSharedSecrets({ DATABASE_URL: NOWHERE, DATA_DIR: ':memory:', IP_HASH_SECRET: SECRET, RECEIPT_PEPPER: '   ' })).map((line) => line.split(' ')[0]),
      ['RECEIPT_PEPPER'],
    );
    assert.deepEqual(
      problemsOf(() => requireSharedSecrets({ DATABASE_URL: NOWHERE, DATA_DIR: ':memory:', RECEIPT_PEPPER: SECRET })).map((line) => line.split(' ')[0]),
      ['IP_HASH_SECRET'],
    );
    assert.deepEqual(
      problemsOf(() => requireSharedSecrets({ DATABASE_URL: NOWHERE, RECEIPT_PEPPER: SECRET, IP_HASH_SECRET: SECRET })),
      [],
    );
  });

  it('are not needed by the embedded database, which keeps its own generated pepper', () => {
    assert.deepEqual(
      problemsOf(() => requireSharedSecrets({ DATA_DIR: ':memory:' })),
      [],
    );
    assert.deepEqual(
      problemsOf(() => requireSharedSecrets({ DATABASE_URL: '' })),
      [],
    );
  });

  it('points a site that used a generated pepper to it, so receipts issued before keep working', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-secrets-'));
    try {
      mkdirSync(path.join(dataDir, 'secrets'));
      writeFileSync(path.join(dataDir, 'secrets', 'receipt-pepper'), 'f'.repeat(64));
      const [line] = problemsOf(() => requireSharedSecrets({ DATABASE_URL: NOWHERE, DATA_DIR: dataDir, IP_HASH_SECRET: SECRET }));
      assert.match(line!, /^RECEIPT_PEPPER must be set .* To keep earlier receipts working, use the value in .*secrets\/receipt-pepper\.$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stop the real server from starting on PostgreSQL without RECEIPT_PEPPER, with one line saying so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-secrets-'));
    try {
      const { code, output } = await runServer({ DATABASE_URL: NOWHERE, IP_HASH_SECRET: SECRET, DATA_DIR: dataDir });
      assert.notEqual(code, 0, output);
      const lines = output.split('\n').filter(Boolean);
      assert.equal(lines.filter((line) => line.includes('RECEIPT_PEPPER must be set')).length, 1, output);
      assert.ok(
        lines.some((line) => line.includes('when DATABASE_URL is set: every instance must use the same value.')),
        output,
      );
      assert.ok(!output.includes('IP_HASH_SECRET must be set'), 'IP_HASH_SECRET was given');
      assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
      assert.doesNotMatch(output, /ECONNREFUSED/, 'refused before the database was tried');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('TRUST_PROXY', () => {
  it('accepts a number of proxies, addresses and networks, and the named ranges', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('0'), false);
    assert.deepEqual(parseTrustProxy('1'), { hops: 1 });
    assert.deepEqual(parseTrustProxy(' 2 '), { hops: 2 });
    assert.deepEqual(parseTrustProxy('loopback'), { addresses: ['loopback'] });
    assert.deepEqual(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal'), { addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'uniquelocal'] });
    assert.deepEqual(loadConfig({ TRUST_PROXY: '1' }).trustProxy, { hops: 1 });
    assert.equal(loadConfig({}).trustProxy, false);
  });

  it('refuses anything else with one line naming the setting and the forms it takes', () => {
    for (const bad of ['true', 'yes', '-1', '1.5', '101', '10.0.0.0/33', '::1/129', '300.1.1.1', 'loopback,', 'localhost', '10.0.0.1/8/8', '127.0.0.1;10.0.0.1']) {
      const problems = problemsOf(() => loadConfig({ TRUST_PROXY: bad }));
      assert.equal(problems.length, 1, bad);
      assert.match(
        problems[0]!,
        /^TRUST_PROXY must be the number of proxies in front of the server \(e\.g\. 1\), or a comma-separated list of the proxies' addresses or networks/,
        bad,
      );
      assert.ok(problems[0]!.endsWith(`got "${bad.trim()}"`), bad);
    }
  });

  it('stops the real server from starting when it is wrong, with one line saying so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-proxy-'));
    try {
      const { code, output } = await runServer({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
      assert.notEqual(code, 0, output);
      assert.equal(output.split('\n').filter((line) => line.includes('TRUST_PROXY must be')).length, 1, output);
      assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
