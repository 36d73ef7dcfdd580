// Argument reading shared by the operator commands: each mistake is reported in one line that says what was
// expected, before anything is read or written.

/**
 * Reads `<unit> [--option value] [--flag]`. `values` lists options that take a value, `flags` those that do
 * not; anything else is refused.
 */
export function parseCommand(args, { usage, values = [], flags = [] }) {
  const positionals = [];
  const options = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (flags.includes(name)) {
      options[name] = true;
    } else if (values.includes(name)) {
      const value = inline ?? args[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined || value === '' || value.startsWith('--')) throw new Error(`--${name} needs a value. Usage: ${usage}`);
      options[name] = value;
    } else {
      throw new Error(`Unknown option ${arg}. Usage: ${usage}`);
    }
  }
  return { positionals, options };
}

/** Runs a command (it may be async); any error becomes one line on stderr and exit code 1. */
export async function runCommand(command) {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
