// The steps of `npm test` (scripts/test-all.mjs): each command runs in a process group of its own, with a time
// limit, so a command that hangs (a test waiting on something that never comes, a server a test left running
// that holds the output open) is stopped and named instead of running into CI's own limit.
import { spawn, spawnSync } from 'node:child_process';

/** The process groups of the commands running now. */
const running = new Set();

/** Stops every command still running (its whole process group): for a run that is interrupted. */
export function stopRunning() {
  for (const group of running) {
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
}

/** The processes of a process group, one line each with how long they have run (seconds): what a stuck step was doing. */
function processesOf(group) {
  const listed = spawnSync('ps', ['-o', 'pid=,etimes=,args=', '-g', String(group)], { encoding: 'utf8' });
  return (listed.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => `  ${line.trim().slice(0, 400)}`);
}

/**
 * Runs a command in a process group of its own. Past `limit` minutes the group is stopped (TERM, then KILL ten
 * seconds later) and the result says so: code 124, the processes still running, and a line naming the limit.
 */
export function run(command, { quiet = false, limit = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
    running.add(child.pid);
    let output = '';
    let timedOut = null;
    const forward = (stream) => (chunk) => {
      output += chunk.toString();
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // The group has ended.
      }
    };
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      running.delete(child.pid);
      if (timer) clearTimeout(timer);
      if (timedOut) {
        const said = `\n${command} was still running after ${limit} minutes and was stopped. Its processes then:\n${timedOut.join('\n')}\n`;
        if (!quiet) process.stdout.write(said);
        resolve({ code: 124, output: output + said, timedOut: true });
      } else resolve({ code: code ?? 1, output });
    };
    const timer = limit
      ? setTimeout(() => {
          timedOut = processesOf(child.pid);
          signal('SIGTERM');
          setTimeout(() => signal('SIGKILL'), 10_000).unref();
          // A process that left the group may still hold the output open: the step ends all the same.
          setTimeout(() => end(124), 20_000).unref();
        }, limit * 60_000)
      : null;
    // 'close', not 'exit': the output has been read to its end.
    child.on('close', end);
  });
}

/** Runs commands at the same time; prints each one's output whole, in order, and fails if any failed. */
export async function runTogether(commands, limit) {
  const results = await Promise.all(commands.map((command) => run(command, { quiet: true, limit })));
  results.forEach((result, i) => {
    console.log(`--- ${commands[i]} (exit ${result.code})`);
    process.stdout.write(result.output);
  });
  return {
    code: results.find((result) => result.code !== 0)?.code ?? 0,
    output: results.map((result) => result.output).join('\n'),
    timedOut: results.some((result) => result.timedOut),
  };
}
