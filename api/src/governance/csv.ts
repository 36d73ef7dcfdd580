/**
 * CSV as RFC 4180 writes it: comma-separated, fields with commas, quotes or line breaks in double quotes,
 * a quote doubled inside them, CRLF between records. The reader also takes LF line ends and a UTF-8 BOM,
 * which spreadsheets often add.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

export interface CsvRecord {
  /** The file line the record starts on (1-based), for error reports. */
  line: number;
  fields: string[];
}

/** How many line feeds `text` has between `from` and `to`. */
function lineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/**
 * Reads every record. Each field is cut from the text in one piece (a quoted field in one piece per doubled
 * quote), never built up a character at a time, so a file of 100 MB needs about its own size again.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const end = input.length;
  const fieldEnd = /[,\r\n]/g;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;

  while (i < end) {
    let field: string;
    if (input[i] === '"') {
      // A quoted field: up to the quote that is not doubled; a doubled quote is one quote.
      const parts: string[] = [];
      let from = i + 1;
      for (;;) {
        const quote = input.indexOf('"', from);
        if (quote === -1) throw new CsvError('a quoted field is never closed', recordLine);
        line += lineFeeds(input, from, quote);
        if (input[quote + 1] === '"') {
          parts.push(input.slice(from, quote + 1));
          from = quote + 2;
          continue;
        }
        parts.push(input.slice(from, quote));
        i = quote + 1;
        break;
      }
      field = parts.length === 1 ? parts[0]! : parts.join('');
      const next = input[i];
      if (i < end && next !== ',' && next !== '\r' && next !== '\n') throw new CsvError('a quoted field must end at a comma or the end of the line', line);
    } else {
      fieldEnd.lastIndex = i;
      const found = fieldEnd.exec(input);
      const stop = found ? found.index : end;
      field = input.slice(i, stop);
      i = stop;
    }
    fields.push(field);
    if (i >= end) break;
    const c = input[i];
    i += 1;
    if (c === ',') {
      // A comma at the very end leaves one more, empty, field.
      if (i >= end) fields.push('');
      continue;
    }
    if (c === '\r' && input[i] === '\n') i += 1;
    // A blank line is not a record of one empty field.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    line += 1;
    recordLine = line;
  }
  if (fields.length && !(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
  return records;
}

/**
 * Text a spreadsheet would run as a formula (= + - @, tab, CR at the start) is prefixed with an apostrophe,
 * so an opened download cannot execute anything; the importer takes the apostrophe off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function unguardCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
