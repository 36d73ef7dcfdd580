// Reading what the test runners printed (scripts/test-all.mjs): how many passed and failed, and which tests
// failed and why, so the last lines of a long run say what broke, not only how much.

/** Colour codes and lerna's package prefixes off; each line with the package it came from. */
function lines(output) {
  return output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => {
      const pkg = /^(@civic\/[\w-]+): /.exec(line)?.[1] ?? '';
      return { pkg, text: pkg ? line.slice(pkg.length + 2) : line };
    });
}

/**
 * What node:test's TAP says of a failure, from the YAML block under its `not ok` line: the error's first line
 * and the kind of failure ("hookFailed": a `before` threw; "cancelledByParent": never ran to its end).
 */
function tapReason(block) {
  const type = /^\s*failureType: '([^']+)'/m.exec(block)?.[1];
  let error = /^\s*error: '(.*)'$/m.exec(block)?.[1]?.replace(/''/g, "'");
  if (error === undefined) {
    // A block scalar: the message is on the next lines, indented further.
    const multi = /^(\s*)error: [|>]-?\n((?:\1\s+.*\n?)+)/m.exec(block);
    error = multi?.[2]
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean);
  }
  if (type === 'subtestsFailed') return null;
  // Where it was thrown: the first line of its stack that is not the test runner's own.
  const stack = /^(\s*)stack: \|-?\n((?:\1\s+.*\n?)+)/m
    .exec(block)?.[2]
    .split('\n')
    .map((line) => line.trim());
  const at = stack?.find((line) => line && !line.includes('node:'));
  return [error, type && type !== 'testCodeFailure' ? `(${type})` : null, at ? `at ${at}` : null].filter(Boolean).join(' ') || null;
}

/** The names of failed tests (jest, node:test's TAP, Playwright), each with its reason where the runner gave one. */
export function failures(output) {
  const all = lines(output);
  const found = new Map();
  for (let i = 0; i < all.length; i += 1) {
    const { pkg, text } = all[i];
    const jest = /^\s+● (.+ › .+)$/.exec(text);
    const node = /^\s*not ok \d+ - (.+)$/.exec(text);
    const pw = /^\s+\d+\) (.+)$/.exec(text);
    const name = jest?.[1] ?? node?.[1] ?? pw?.[1];
    if (!name) continue;
    let reason = null;
    if (node) {
      const block = [];
      // Lerna streams two packages at once: another package's lines can fall inside this block, and are skipped.
      for (let j = i + 1; j < all.length; j += 1) {
        if (all[j].pkg !== pkg) continue;
        if (/^\s*\.\.\.\s*$/.test(all[j].text)) break;
        block.push(all[j].text);
      }
      reason = tapReason(block.join('\n'));
    }
    const key = `${pkg} ${name}`.trim();
    const known = found.get(key);
    if (known === undefined || (known === null && reason)) found.set(key, reason);
  }
  return [...found].map(([name, reason]) => (reason ? `${name}: ${reason}` : name));
}

/**
 * Totals from jest ("Tests: 3 failed, 40 passed, 43 total"), node:test ("# pass 12", "# fail 1", and "# cancelled 1":
 * a test cancelled because its group's `before` failed did not pass) and Playwright ("12 passed").
 */
export function tally(output) {
  let passed = 0;
  let failed = 0;
  for (const { text: line } of lines(output)) {
    const jest = /^Tests:\s+(.*)total/.exec(line);
    if (jest) {
      passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
      continue;
    }
    const node = /^# (pass|fail|cancelled) (\d+)/.exec(line);
    if (node) {
      if (node[1] === 'pass') passed += Number(node[2]);
      else failed += Number(node[2]);
    }
    const pw = /^\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
    if (pw) {
      if (pw[2] === 'failed') failed += Number(pw[1]);
      else passed += Number(pw[1]);
    }
  }
  return { passed, failed };
}
