import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import net from 'node:net';
import sharp from 'sharp';

function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-server-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, port, dataDir, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  return server;
}

async function waitUntilUp(port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health/`)
        .then((answer) => answer.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** A kept-alive connection that collects what the server sends and notes a reset. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { socket, received: '', reset: false, closed: once(socket, 'close') };
  socket.on('data', (chunk) => (state.received += chunk.toString()));
  socket.on('error', () => (state.reset = true));
  return state;
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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

  it('on SIGTERM finishes an upload in flight, answers requests already sent, refuses new ones with 503, closes the database and exits 0', async () => {
    const server = startServer();
    const { child, port } = server;
    try {
      await waitUntilUp(port, () => server.output);
      const host = `127.0.0.1:${port}`;

      // An idle kept-alive connection, as a browser keeps one between page loads.
      const idle = connection(port);
      idle.socket.write(`GET /api/health/ HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      await until(() => /"status":"ok"/.test(idle.received), 'the first answer on the kept-alive connection');

      // A report with a photo, half sent when the signal comes.
      const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      for (const [name, value] of Object.entries({
        incidentType: 'procurement',
        location: 'Kisumu County offices',
        date: '2026-10-02',
        description: 'Tender for ward water kiosks awarded to a relative of the procurement officer.',
        isAnonymous: 'true',
        keepOriginals: 'true',
      }))
        form.append(name, value);
      form.append('evidenceFiles', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'kiosk.png');
      const encoded = new Request('http://x/', { method: 'POST', body: form });
      const body = Buffer.from(await encoded.arrayBuffer());
      const upload = connection(port);
      upload.socket.write(
        `POST /api/corruption-reports/ HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: ${encoded.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      );
      upload.socket.write(body.subarray(0, body.length / 2));
      await new Promise((resolve) => setTimeout(resolve, 300));

      child.kill('SIGTERM');
      // Sent on the kept-alive connection as the signal lands: it must be answered, not reset.
      idle.socket.write(`GET /api/counties/ HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      await until(() => /shutting down/.test(server.output), 'the drain to start');

      // A new client while the upload is still in flight.
      const fresh = await fetch(`http://${host}/api/health/`);
      assert.equal(fresh.status, 503);
      assert.equal(fresh.headers.get('retry-after'), '5');
      assert.equal(fresh.headers.get('connection'), 'close');
      assert.match(((await fresh.json()) as { message: string }).message, /restarting/);

      upload.socket.write(body.subarray(body.length / 2));
      await upload.closed;
      assert.equal(upload.reset, false, 'the upload was not cut');
      assert.match(upload.received, /^HTTP\/1\.1 201/, upload.received.slice(0, 300));
      assert.match(upload.received, /connection: close/i);
      assert.match(upload.received, /"receipt":"\d{4}/);

      await idle.closed;
      assert.equal(idle.reset, false, 'the request already sent got an answer, not a reset');
      const answers = idle.received.match(/HTTP\/1\.1 \d{3} /g) ?? [];
      assert.equal(answers.length, 2, idle.received);
      assert.match(answers[1]!, /^HTTP\/1\.1 (200|503) $/);

      const [code] = (await once(child, 'exit')) as [number | null];
      assert.equal(code, 0, server.output);
      assert.match(server.output, /database closed/);
      assert.doesNotMatch(server.output, /took too long|still running after the grace period/);
    } finally {
      child.kill('SIGKILL');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
