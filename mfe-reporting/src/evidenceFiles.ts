import { reportMessages } from '@civic/shared/schemas/messages';
import { MAX_FILE_BYTES, MAX_FILES } from '@civic/shared/schemas/rules';

/** What the file picker offers: images, video, PDF, Word and Excel. */
export const ACCEPTED_FILES =
  'image/*,video/*,.pdf,.doc,.docx,.xls,.xlsx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);
const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|xlsx?)$/i;

/** Some systems leave `type` empty for Office files; the extension then decides, and the server checks the content. */
function isAcceptedType(file: File): boolean {
  if (file.type.startsWith('image/') || file.type.startsWith('video/') || DOCUMENT_TYPES.has(file.type)) return true;
  return file.type === '' && DOCUMENT_EXTENSIONS.test(file.name);
}

/**
 * Accepted kinds the server cannot clean of hidden details (author, place, device): old Word and Excel
 * files and WebM video. Everything else accepted (photos, MP4/MOV/3GP, PDF, .docx, .xlsx) it can.
 */
const KEEPS_HIDDEN_DETAILS_TYPES = new Set(['application/msword', 'application/vnd.ms-excel', 'video/webm']);
const KEEPS_HIDDEN_DETAILS_EXTENSIONS = /\.(doc|xls|webm)$/i;

/** True for a file whose hidden details would reach the case handlers even when the reporter asks for them to be removed. */
export function keepsHiddenDetails(file: File): boolean {
  return KEEPS_HIDDEN_DETAILS_TYPES.has(file.type) || KEEPS_HIDDEN_DETAILS_EXTENSIONS.test(file.name);
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Adds `incoming` to `current`, refusing each file that is of the wrong type, too large, or over the count,
 * with a message that names it. The accepted files are kept, so one bad file never costs the others.
 */
export function screenFiles(current: readonly File[], incoming: readonly File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let tooMany = false;
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!isAcceptedType(file)) problems.push(reportMessages.fileWrongType.replace('{name}', file.name));
    else if (file.size > MAX_FILE_BYTES) problems.push(reportMessages.fileTooLarge.replace('{name}', file.name));
    else if (files.length >= MAX_FILES) tooMany = true;
    else files.push(file);
  }
  if (tooMany) problems.push(reportMessages.tooManyFiles);
  return { files, problems };
}

/** A fresh Idempotency-Key. `randomUUID` exists only in secure contexts, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Identifies a draft (its values and files), so a retry of the same draft reuses its key and an edited draft gets a new one. */
export function draftFingerprint(values: object, files: readonly File[]): string {
  return JSON.stringify([values, files.map((file) => [file.name, file.size, file.lastModified])]);
}
