import { pino, type Logger } from 'pino';
import { ConfigError } from '../config.js';
import { OperatorError } from '../operations/errors.js';

let processLog: Logger | null = null;

/**
 * The log for lines that belong to no request and may come before the app (and its logger) exists: start-up
 * failures, database pool errors. The same JSON lines on stdout as the request log, so an operator's log
 * collector reads one format.
 */
export function processLogger(): Logger {
  if (!processLog) {
    const wanted = process.env.LOG_LEVEL || 'info';
    // A misspelt LOG_LEVEL must not stop the line that says why start-up failed from being written.
    const level = Object.hasOwn(pino.levels.values, wanted) ? wanted : 'info';
    processLog = pino({ level });
  }
  return processLog;
}

/**
 * A readable message for any thrown value. A connection refused on a name with several addresses (localhost:
 * ::1 and 127.0.0.1) is an AggregateError whose own message is empty; its parts say what happened.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(errorMessage).join('; ') || 'AggregateError';
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}

/**
 * Why the server could not start, as JSON lines like every other: bad settings one line each, naming the
 * setting and what it must be; an operator's refusal (the data folder is in use, a migration was edited) its
 * message alone; anything else its message, with the error (type, message, stack) as one field.
 */
export function logStartupFailure(error: unknown): void {
  const log = processLogger();
  if (error instanceof ConfigError) {
    for (const problem of error.problems) log.fatal(`The server could not start: ${problem}`);
  } else if (error instanceof OperatorError) {
    log.fatal(`The server could not start: ${error.message}`);
  } else {
    log.fatal({ err: error }, `The server could not start: ${errorMessage(error)}`);
  }
}

/**
 * Keeps the process's own output JSON too: Node prints warnings (a library's deprecation, say) and uncaught
 * errors as bare text, which a log collector expecting one JSON object a line would mangle or drop. A crash
 * still exits 1, as Node does.
 */
export function logProcessEventsAsJson(): void {
  const log = processLogger();
  // Node's own printing is a 'warning' listener; replaced, the warning is still reported, as a JSON line.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ warning: { name: warning.name, message: warning.message, code: (warning as { code?: string }).code } }, 'node warning'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, `The server stopped on an unexpected error: ${errorMessage(error)}`);
    process.exit(1);
  });
}
