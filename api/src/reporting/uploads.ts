import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type {} from '@fastify/multipart';
import yauzl from 'yauzl';
import { MAX_FILE_BYTES, MAX_FILES, reportMessages } from '@civic/shared/schemas';
import { badRequest, ClientError } from '../errors.js';

export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  mediaType: string;
  size: number;
  isImage: boolean;
  metadataRemoved: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** What the magic bytes must say (not the name, not the browser's claim). */
const ACCEPTED: Record<string, { mediaType: string; image?: boolean; office?: boolean }> = {
  jpg: { mediaType: 'image/jpeg', image: true },
  png: { mediaType: 'image/png', image: true },
  gif: { mediaType: 'image/gif', image: true },
  webp: { mediaType: 'image/webp', image: true },
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

/** An Office file is a zip: one that unpacks past this (a zip bomb) is refused. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5000;

const tooLarge = (name: string) => new ClientError(413, reportMessages.fileTooLarge.replace('{name}', name), 'files');
const wrongType = (name: string) => new ClientError(415, reportMessages.fileWrongType.replace('{name}', name), 'files');

function safeName(name: string): string {
  return (path.basename(name || 'file').replace(/[\u0000-\u001f"\\/]/g, '_').slice(0, 150) || 'file').trim();
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
 * Reads a multipart form, streaming each file in `fileField` to a temporary file (never into memory)
 * under `tempDir`, enforcing 10 MB a file and 10 files. Any failure — a limit, an aborted upload, a
 * refused type — removes every file already written, so nothing is left behind.
 */
export async function receiveForm(request: FastifyRequest, fileField: string, tempDir: string): Promise<ReceivedForm> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const originalName = safeName(part.filename);
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(`Files are accepted only as "${fileField}".`, part.fieldname);
      }
      if (files.length >= MAX_FILES) {
        part.file.resume();
        throw new ClientError(413, reportMessages.tooManyFiles, 'files');
      }
      const tempPath = path.join(tempDir, `${randomUUID()}.part`);
      files.push({ tempPath, originalName, mediaType: '', size: 0, isImage: false, metadataRemoved: false });
      await pipeline(part.file, createWriteStream(tempPath, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(originalName);
    }
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
      file.isImage = accepted.image === true;
    }
    return { fields, files };
  } catch (error) {
    await discardFiles(files.map((file) => file.tempPath));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ClientError(413, reportMessages.tooManyFiles, 'files');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ClientError(413, reportMessages.fileTooLarge.replace('{name}', 'A file'), 'files');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ClientError(415, 'Reports are sent as a multipart form.', null);
    throw error;
  }
}

/**
 * Removes location and camera metadata from photos (sharp writes none unless asked), turning the image
 * upright first so nothing is lost but the metadata.
 */
export async function removePhotoMetadata(file: ReceivedFile): Promise<void> {
  if (!file.isImage) return;
  const cleaned = `${file.tempPath}.clean`;
  await sharp(file.tempPath, { animated: file.mediaType === 'image/gif' }).rotate().toFile(cleaned);
  await rename(cleaned, file.tempPath);
  file.size = (await stat(file.tempPath)).size;
  file.metadataRemoved = true;
}

/** Moves a checked file to its permanent random name; returns that name. */
export async function keepFile(file: ReceivedFile, storeDir: string): Promise<string> {
  await mkdir(storeDir, { recursive: true, mode: 0o700 });
  const storedName = randomUUID();
  await rename(file.tempPath, path.join(storeDir, storedName));
  return storedName;
}
