/**
 * A refusal an operator acts on (the data folder is in use, a migration was edited, a backup file is not
 * one): the message says what happened and what to do, so it is printed alone. The stack is left out on
 * purpose — a trace would only bury the one line that matters, wherever the error ends up being printed.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    Object.defineProperty(this, 'stack', { value: message, enumerable: false, writable: true, configurable: true });
  }
}
OperatorError.prototype.name = 'OperatorError';
