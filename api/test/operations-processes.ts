import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/**
 * Real processes for the operations tests: the server (src/server.ts) and the operator commands
 * (scripts/*.ts), run with tsx as npm runs them, each with its own environment.
 */
const API_DIR = path.join(import.meta.dirname, '..');

/** An environment with no database, Redis or secrets of the test run's own leaking in. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: '', REDIS_URL: '', RECEIPT_PEPPER: '', IP_HASH_SECRET: '', LOG_LEVEL: 'info', ...env };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>, port = 19_000 + Math.floor(Math.random() * 1000)): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src/server.ts')], {
    cwd: API_DIR,
    env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, port, output: () => output, exited };
}

/** Waits until the server answers, or fails with what it printed (also when it exits first). */
export async function waitUntilUp(server: ServerProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    if (
      await fetch(`http://127.0.0.1:${server.port}/api/counties/`)
        .then((answer) => answer.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** SIGTERM, and the exit code once it has stopped. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an operator command (api/scripts/<name>.ts) to its end. */
export async function runScript(name: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'scripts', `${name}.ts`), ...args], {
    cwd: API_DIR,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** The lines a process wrote, without blank ones. */
export function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
