import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type {} from '@fastify/multipart';
import yauzl from 'yauzl';
import { MAX_FILE_BYTES, MAX_FILES, reportMessages } from '@civic/shared/schemas';
import { badRequest, ClientError } from '../errors.js';

export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  mediaType: string;
  size: number;
  metadataRemoved: boolean;
  /** SHA-256 of the bytes as received (before any cleaning): part of what identifies a submission. */
  digest: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Files sent in the form itself. */
  files: ReceivedFile[];
  /** Files sent ahead as resumable uploads (resumable.ts), named by the form's `uploads` field. */
  uploads: UploadRef[];
}

/**
 * A file the report names by its upload: the id, the browser's secret for it, the name to keep it under and,
 * when the browser could compute it, the SHA-256 of the file as chosen (checked when the upload is taken).
 */
export interface UploadRef {
  id: string;
  secret: string;
  name: string;
  digest?: string;
}

export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const UPLOAD_SECRET = /^[A-Za-z0-9_-]{43}$/;
const DIGEST = /^[0-9a-f]{64}$/;
export const UPLOAD_LIST_UNREADABLE = 'The list of uploaded files could not be read. Send the report again.';

/** Reads the `uploads` field of a report or complaint form: the files it names by upload. */
export function readUploadRefs(value: string | undefined): UploadRef[] {
  if (value === undefined || value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(UPLOAD_LIST_UNREADABLE, 'files');
  }
  if (!Array.isArray(parsed)) throw badRequest(UPLOAD_LIST_UNREADABLE, 'files');
  if (parsed.length > MAX_FILES) throw new ClientError(413, reportMessages.tooManyFiles, 'files');
  const refs = parsed.map((entry: unknown) => {
    const ref = entry as Partial<Record<keyof UploadRef, unknown>> | null;
    if (
      !ref ||
      typeof ref.id !== 'string' ||
      !UPLOAD_ID.test(ref.id) ||
      typeof ref.secret !== 'string' ||
      !UPLOAD_SECRET.test(ref.secret) ||
      typeof ref.name !== 'string' ||
      ref.name.length > 1000 ||
      (ref.digest !== undefined && (typeof ref.digest !== 'string' || !DIGEST.test(ref.digest)))
    ) {
      throw badRequest(UPLOAD_LIST_UNREADABLE, 'files');
    }
    return { id: ref.id, secret: ref.secret, name: cleanFileName(ref.name), ...(ref.digest ? { digest: ref.digest } : {}) };
  });
  if (new Set(refs.map((ref) => ref.id)).size !== refs.length) throw badRequest(UPLOAD_LIST_UNREADABLE, 'files');
  return refs;
}

/** What the magic bytes must say (not the name, not the browser's claim). */
const ACCEPTED: Record<string, { mediaType: string; office?: boolean }> = {
  jpg: { mediaType: 'image/jpeg' },
  png: { mediaType: 'image/png' },
  gif: { mediaType: 'image/gif' },
  webp: { mediaType: 'image/webp' },
  mp4: { mediaType: 'video/mp4' },
  webm: { mediaType: 'video/webm' },
  mov: { mediaType: 'video/quicktime' },
  '3gp': { mediaType: 'video/3gpp' },
  pdf: { mediaType: 'application/pdf' },
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', office: true },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', office: true },
};

/** Old Word and Excel files share one container format; the name tells which it claims to be. */
const COMPOUND_FILE: Record<string, string> = { '.doc': 'application/msword', '.xls': 'application/vnd.ms-excel' };

/** The extensions a stored file's name may end in, by its detected type; the first is added when none fits. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jpe', '.jfif'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'video/quicktime': ['.mov', '.qt'],
  'video/3gpp': ['.3gp', '.3gpp'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/msword': ['.doc'],
  'application/vnd.ms-excel': ['.xls'],
};

/** An Office file is a zip: one that unpacks past this (a zip bomb) is refused. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5000;

const tooLarge = (name: string) => new ClientError(413, reportMessages.fileTooLarge.replace('{name}', name), 'files');
const wrongType = (name: string) => new ClientError(415, reportMessages.fileWrongType.replace('{name}', name), 'files');

/**
 * Characters that do not show, or change how the rest shows: C0 and C1 controls, DEL, zero-width and
 * direction marks, bidirectional embeddings, overrides and isolates, line and paragraph separators, and the
 * byte-order mark. With a right-to-left override, `invoice\u202Efdp.exe` reads as `invoiceexe.pdf`.
 */
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/**
 * The name a file is kept and shown under. Everything from the first hidden character on is dropped: what
 * follows a NUL is what a C program would never have seen, and what follows a direction override is the
 * disguise, so neither may choose the extension. Folders, quotes and backslashes are removed too.
 */
export function cleanFileName(name: string): string {
  const base = (name || '').split(/[\\/]/).pop() ?? '';
  const hidden = base.search(HIDDEN_CHARACTERS);
  const visible = (hidden === -1 ? base : base.slice(0, hidden)).replace(/"/g, '').normalize('NFC').trim();
  if (!visible || visible === '.' || visible === '..') return 'file';
  if (visible.length <= 150) return visible;
  // A long name loses characters before its extension, so the extension survives.
  const extension = path.extname(visible).slice(0, 16);
  return `${visible.slice(0, 150 - extension.length)}${extension}`;
}

/** `name`, with the extension of its detected type added when the name does not already end in one. */
export function nameForType(name: string, mediaType: string): string {
  const allowed = EXTENSIONS[mediaType];
  if (!allowed || allowed.includes(path.extname(name).toLowerCase())) return name;
  return `${name}${allowed[0]}`;
}

/** A multipart text field as stored: control characters other than tab and line breaks removed (PostgreSQL text cannot hold a NUL). */
function cleanFieldValue(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** The words for a form that cannot be read, by what busboy reported. */
function malformedForm(error: unknown): ClientError {
  const message = error instanceof Error ? error.message : '';
  if (/boundary not found/i.test(message)) return badRequest('The form could not be read: its Content-Type gives no multipart boundary.');
  if (/unexpected end/i.test(message)) return badRequest('The form could not be read: it ended before it was complete. Please send it again.');
  return badRequest('The form could not be read: it is not a well-formed multipart form. Please send it again.');
}

/** An error from the disk or the system (it names a system call): the server's fault, never the client's. */
function isSystemError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

function unpackedSize(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      let total = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        if (entries > MAX_ZIP_ENTRIES) {
          zip.close();
          resolve(Number.POSITIVE_INFINITY);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Deletes whatever was written for a request that will not be kept. */
export async function discardFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((file) => rm(file, { force: true })));
}

/**
 * The checks every received file goes through, whichever way it came: 10 MB at most, a type its bytes prove
 * (never its name or the browser's claim), an Office file that does not unpack past its limit. Each file's
 * media type is set, and its name given the extension of that type.
 */
export async function checkFiles(files: ReceivedFile[]): Promise<void> {
  for (const file of files) {
    file.size = (await stat(file.tempPath)).size;
    if (file.size > MAX_FILE_BYTES) throw tooLarge(file.originalName);
    const detected = await fileTypeFromFile(file.tempPath);
    const extension = path.extname(file.originalName).toLowerCase();
    if (detected?.ext === 'cfb' && COMPOUND_FILE[extension]) {
      file.mediaType = COMPOUND_FILE[extension]!;
      continue;
    }
    const accepted = detected ? ACCEPTED[detected.ext] : undefined;
    if (!accepted) throw wrongType(file.originalName);
    if (accepted.office && (await unpackedSize(file.tempPath).catch(() => Number.POSITIVE_INFINITY)) > MAX_UNPACKED_BYTES) throw wrongType(file.originalName);
    file.mediaType = accepted.mediaType;
    // The download's extension follows what the file is, never what its name claimed.
    file.originalName = nameForType(file.originalName, file.mediaType);
  }
}

/**
 * Reads a multipart form, streaming each file in `fileField` to a temporary file (never into memory)
 * under `tempDir`, enforcing 10 MB a file and 10 files. Only a form that takes files sent ahead
 * (`takesUploads`) may name them in an `uploads` field; any other form answers 400 rather than dropping the
 * files it names without a word. Any failure — a limit, an aborted upload, a
 * refused type, a malformed form (400) — removes every file already written, so nothing is left behind.
 */
export async function receiveForm(request: FastifyRequest, fileField: string, tempDir: string, options: { takesUploads?: boolean } = {}): Promise<ReceivedForm> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let reading = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = cleanFieldValue(typeof part.value === 'string' ? part.value : String(part.value));
        continue;
      }
      const originalName = cleanFileName(part.filename);
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(`Files are accepted only as "${fileField}".`, part.fieldname);
      }
      if (files.length >= MAX_FILES) {
        part.file.resume();
        throw new ClientError(413, reportMessages.tooManyFiles, 'files');
      }
      const tempPath = path.join(tempDir, `${randomUUID()}.part`);
      const file: ReceivedFile = { tempPath, originalName, mediaType: '', size: 0, metadataRemoved: false, digest: '' };
      files.push(file);
      const hash = createHash('sha256');
      const sink = createWriteStream(tempPath, { mode: 0o600 });
      try {
        await pipeline(
          part.file,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              hash.update(chunk);
              yield chunk;
            }
          },
          sink,
        );
      } catch (error) {
        // A broken upload can fail while its file is still being opened: wait until the file is closed, so
        // that removing it below removes it for good instead of before it exists.
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        throw error;
      }
      file.digest = hash.digest('hex');
      if (part.file.truncated) throw tooLarge(originalName);
    }
    reading = false;
    if (!options.takesUploads && fields.uploads !== undefined) throw badRequest(`Files are accepted only in the form itself, as "${fileField}".`, 'uploads');
    const uploads = readUploadRefs(fields.uploads);
    delete fields.uploads;
    if (files.length + uploads.length > MAX_FILES) throw new ClientError(413, reportMessages.tooManyFiles, 'files');
    await checkFiles(files);
    return { fields, files, uploads };
  } catch (error) {
    await discardFiles(files.map((file) => file.tempPath));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ClientError(413, reportMessages.tooManyFiles, 'files');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ClientError(413, reportMessages.fileTooLarge.replace('{name}', 'A file'), 'files');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ClientError(415, 'Reports are sent as a multipart form.', null);
    // While the body is being parsed, anything but a disk error means the client sent a broken form.
    if (reading && !(error instanceof ClientError) && !isSystemError(error) && !(typeof code === 'string' && code.startsWith('FST_'))) throw malformedForm(error);
    throw error;
  }
}

/** What identifies a submission: its fields and, for each file, its name, size and digest as received. */
export function submissionFingerprint(form: ReceivedForm): string {
  const fields = Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // A file sent ahead is known by the digest the browser gave (checked against its bytes when it is taken), so
  // a retry of a stored report matches even though its uploads are gone by then, or were sent again after the
  // page was reopened; without one, by its upload, whose id no other file ever has.
  const files = [
    ...form.files.map((file) => [file.originalName, file.size, file.digest]),
    ...form.uploads.map((ref) => (ref.digest ? [ref.name, 'sha256', ref.digest] : [ref.name, 'upload', ref.id])),
  ];
  return createHash('sha256').update(JSON.stringify({ fields, files })).digest('hex');
}

/**
 * Removes location and author metadata (see metadata.ts) from each file; callers skip this when the reporter
 * chose to keep originals. A file of a kind that cannot be cleaned keeps `metadataRemoved: false`.
 */
export async function removeMetadata(files: ReceivedFile[]): Promise<void> {
  if (files.length === 0) return;
  // The cleaners' image and PDF libraries (sharp, pdf-lib) are loaded at the first file, not at start: about
  // 30 MB a server that is never sent a file would hold for nothing.
  const { removeMetadata: cleanFile } = await import('./metadata.js');
  for (const file of files) {
    file.metadataRemoved = await cleanFile(file.tempPath, file.mediaType);
    file.size = (await stat(file.tempPath)).size;
  }
}

/**
 * Makes this instance's uploads folder and its incoming folder private to this process (0700) and empties
 * incoming: whatever is there was being received when the process last stopped, and nothing half-received
 * may outlive it. Stored files are kept by the file store (api/src/storage), in this folder or in PostgreSQL.
 */
export async function prepareStore(storeDir: string, tempDir: string): Promise<void> {
  await rm(tempDir, { recursive: true, force: true });
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  await chmod(storeDir, 0o700);
  await chmod(tempDir, 0o700);
}
