import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

describe('the server process', () => {
  it('starts on an embedded database, answers, and drains and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-server-'));
    const port = 18_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 60_000;
      let answer: Response | null = null;
      while (!answer && Date.now() < deadline) {
        answer = await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => null);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(answer, `server did not start:\n${output}`);
      assert.deepEqual(await answer.json(), { status: 'ok', database: 'pglite' });
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      assert.equal(code, 0, output);
      assert.match(output, /shutting down: draining requests/);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
