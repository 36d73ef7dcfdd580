import { createWriteStream } from 'node:fs';
import { chmod, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import yazl from 'yazl';

/**
 * Removing the hidden details a file carries about who made it and where: the place a photo or video was
 * taken, the camera or phone, a document's author, their organisation, the folder it was saved in.
 *
 * Each cleaner works on the received file in place (through a `.clean` file beside it, renamed over it) and
 * answers whether the result is clean. A format that no cleaner understands, or a file a cleaner cannot
 * parse, is left exactly as it was and reported as not cleaned, so the case desk never believes a file is
 * safer than it is. The report form warns the reporter about those formats before anything is sent.
 */

type Cleaner = (file: string, mediaType: string) => Promise<boolean>;

const CLEANERS: Record<string, Cleaner> = {
  'image/jpeg': cleanImage,
  'image/png': cleanImage,
  'image/gif': cleanImage,
  'image/webp': cleanImage,
  'video/mp4': cleanIsoMedia,
  'video/quicktime': cleanIsoMedia,
  'video/3gpp': cleanIsoMedia,
  'application/pdf': cleanPdf,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': cleanOfficeFile,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': cleanOfficeFile,
};

/** True when files of this type can have their hidden details removed (webm, .doc and .xls cannot). */
export function canRemoveMetadata(mediaType: string): boolean {
  return mediaType in CLEANERS;
}

/** Cleans `file` in place; true when it now carries no location or author metadata. */
export async function removeMetadata(file: string, mediaType: string): Promise<boolean> {
  const cleaner = CLEANERS[mediaType];
  if (!cleaner) return false;
  try {
    return await cleaner(file, mediaType);
  } catch {
    // Not a file this cleaner can read (damaged, encrypted, an unusual variant): keep it as it came.
    await rm(`${file}.clean`, { force: true });
    return false;
  }
}

/** Replaces `file` by its cleaned copy, readable by this process only. */
async function replaceWithClean(file: string): Promise<void> {
  await chmod(`${file}.clean`, 0o600);
  await rename(`${file}.clean`, file);
}

/** Photos: sharp writes no EXIF, XMP or IPTC unless asked; the image is turned upright first so only metadata is lost. */
async function cleanImage(file: string, mediaType: string): Promise<boolean> {
  await sharp(file, { animated: mediaType === 'image/gif' })
    .rotate()
    .toFile(`${file}.clean`);
  await replaceWithClean(file);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// MP4, QuickTime and 3GP (ISO base media files)

/** Boxes holding user data and metadata: `©xyz` and `loci` (location), `©aut`/`auth`, make, model, keys/ilst. */
const METADATA_BOXES = new Set(['udta', 'meta']);
/** The boxes to look inside: the movie, its tracks, and each track's media (whose handler tells what it carries). */
const CONTAINER_BOXES = new Set(['moov', 'trak', 'mdia']);
/** XMP packets are kept in a `uuid` box with this identifier; XMP can hold a location and an author. */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
/**
 * Tracks whose samples are metadata rather than picture or sound: GPS in timed metadata (GoPro, Apple),
 * camera motion (`camm`), or drones' position subtitles. Their content lies among the video's own data, and
 * removing it would mean rewriting the whole file, so a video with one is reported as not cleaned.
 */
const METADATA_TRACK_HANDLERS = new Set(['meta', 'camm', 'text', 'sbtl', 'subt']);

/**
 * Turns every metadata box into a `free` box of the same size, filled with zeros. Nothing moves, so the
 * offsets the movie keeps into its media data stay right and the video plays as before.
 */
async function cleanIsoMedia(file: string): Promise<boolean> {
  const handle = await open(file, 'r+');
  try {
    const { size } = await handle.stat();
    const blank: Array<{ at: number; headerSize: number; size: number }> = [];
    let clean = true;
    const header = Buffer.alloc(32);

    // Reads the whole box tree first: a file that is not well formed is refused before a byte is written.
    const walk = async (start: number, end: number, parent: string, depth: number): Promise<void> => {
      if (depth > 8) throw new Error('boxes nested too deeply');
      let at = start;
      while (at < end) {
        if (end - at < 8) throw new Error('truncated box header');
        const { bytesRead } = await handle.read(header, 0, 32, at);
        let boxSize = header.readUInt32BE(0);
        const type = header.toString('latin1', 4, 8);
        let headerSize = 8;
        if (boxSize === 1) {
          if (bytesRead < 16) throw new Error('truncated box header');
          boxSize = Number(header.readBigUInt64BE(8));
          headerSize = 16;
        } else if (boxSize === 0) {
          boxSize = end - at;
        }
        if (boxSize < headerSize || at + boxSize > end) throw new Error('box outside its parent');
        const isXmp = type === 'uuid' && boxSize >= headerSize + 16 && header.subarray(headerSize, headerSize + 16).equals(XMP_UUID);
        if (METADATA_BOXES.has(type) || isXmp) blank.push({ at, headerSize, size: boxSize });
        else if (CONTAINER_BOXES.has(type)) await walk(at + headerSize, at + boxSize, type, depth + 1);
        // A compressed movie header hides its metadata from this walk.
        else if (type === 'cmov') clean = false;
        else if (type === 'hdlr' && parent === 'mdia' && boxSize >= headerSize + 12) {
          // hdlr: version and flags (4 bytes), pre_defined (4), then the handler type.
          if (METADATA_TRACK_HANDLERS.has(header.toString('latin1', headerSize + 8, headerSize + 12))) clean = false;
        }
        at += boxSize;
      }
    };
    await walk(0, size, '', 0);

    const zeros = Buffer.alloc(64 * 1024);
    for (const box of blank) {
      await handle.write(Buffer.from('free', 'latin1'), 0, 4, box.at + 4);
      for (let at = box.at + box.headerSize; at < box.at + box.size; at += zeros.length) {
        await handle.write(zeros, 0, Math.min(zeros.length, box.at + box.size - at), at);
      }
    }
    return clean;
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// PDF

const METADATA = PDFName.of('Metadata');
const PIECE_INFO = PDFName.of('PieceInfo');

/**
 * Drops the document information dictionary (Author, Creator, Producer, Title, dates), every XMP stream
 * (the document's and any page's or image's) and application private data, then writes the whole file
 * anew without the objects nothing refers to any more, so an earlier revision's author does not survive
 * in the file either. An encrypted PDF cannot be rewritten and is reported as not cleaned.
 */
async function cleanPdf(file: string): Promise<boolean> {
  const document = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  const { context } = document;
  context.trailerInfo.Info = undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dictionary = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    dictionary?.delete(METADATA);
    dictionary?.delete(PIECE_INFO);
  }

  // Everything still reachable from the document catalog; the rest are leftovers of older revisions.
  const reachable = new Set<PDFRef>();
  const pending: PDFObject[] = context.trailerInfo.Root ? [context.trailerInfo.Root] : [];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      if (reachable.has(object)) continue;
      reachable.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref)) context.delete(ref);

  // Without object streams every object is written as it is, not compressed together with others.
  const bytes = await document.save({ useObjectStreams: false, updateFieldAppearances: false });
  await writeFile(`${file}.clean`, bytes, { mode: 0o600 });
  await replaceWithClean(file);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Word and Excel (.docx, .xlsx): zip packages of XML parts

const EMPTY_CORE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>';
const EMPTY_APP =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';
const EMPTY_CUSTOM =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';

/** The one name every comment and tracked change is credited to once cleaned. */
const ANONYMOUS_AUTHOR = 'Author';

/**
 * How each part that names people is rewritten. The property parts are replaced by empty ones (creator,
 * last modified by, company, manager, template, custom properties); in the body, comment and tracked-change
 * authors become one neutral name, and Excel's record of the folder the workbook was saved in is dropped.
 * Replacing whole parts rather than deleting them keeps the package's relationships valid.
 */
function rewriteFor(name: string): ((xml: string) => string) | null {
  if (name === 'docProps/core.xml') return () => EMPTY_CORE;
  if (name === 'docProps/app.xml') return () => EMPTY_APP;
  if (name === 'docProps/custom.xml') return () => EMPTY_CUSTOM;
  if (/^word\/[^/]+\.xml$/.test(name)) {
    return (xml) =>
      xml
        .replace(/\b(w:author|w15:author|w15:userId)="[^"]*"/g, `$1="${ANONYMOUS_AUTHOR}"`)
        .replace(/\bw:initials="[^"]*"/g, 'w:initials="A"')
        .replace(/\bw15:providerId="[^"]*"/g, 'w15:providerId="None"');
  }
  if (/^xl\/comments\d*\.xml$/.test(name)) return (xml) => xml.replace(/<author>[^<]*<\/author>/g, `<author>${ANONYMOUS_AUTHOR}</author>`);
  if (/^xl\/persons\/[^/]+\.xml$/.test(name)) {
    return (xml) => xml.replace(/\b(displayName|userId)="[^"]*"/g, `$1="${ANONYMOUS_AUTHOR}"`).replace(/\bproviderId="[^"]*"/g, 'providerId="None"');
  }
  if (name === 'xl/workbook.xml') return (xml) => xml.replace(/<x15ac:absPath\b[^>]*\/>/g, '');
  return null;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error || !zip ? reject(error ?? new Error('unreadable zip')) : resolve(zip))),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error ?? new Error('unreadable entry')) : resolve(stream))));
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Writes the package anew, part by part in the same order: the parts that name people rewritten, every
 * other part streamed across unchanged. Every entry gets one fixed date, since the zip's own timestamps
 * would tell when (and in which time zone) the author last saved.
 */
async function cleanOfficeFile(file: string): Promise<boolean> {
  const zip = await openZip(file);
  try {
    const entries = await listEntries(zip);
    const output = new yazl.ZipFile();
    const options = { mtime: new Date(Date.UTC(2000, 0, 1)), forceDosTimestamp: true };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) {
        output.addEmptyDirectory(entry.fileName, options);
        continue;
      }
      const rewrite = rewriteFor(entry.fileName);
      const compress = entry.compressionMethod !== 0;
      if (rewrite) {
        const xml = (await readEntry(zip, entry)).toString('utf8');
        output.addBuffer(Buffer.from(rewrite(xml), 'utf8'), entry.fileName, { ...options, compress });
      } else {
        output.addReadStreamLazy(entry.fileName, { ...options, compress, size: entry.uncompressedSize }, (callback) => {
          entryStream(zip, entry).then(
            (stream) => callback(null, stream),
            (error) => callback(error, undefined as never),
          );
        });
      }
    }
    output.end();
    await pipeline(output.outputStream, createWriteStream(`${file}.clean`, { mode: 0o600 }));
  } finally {
    zip.close();
  }
  await replaceWithClean(file);
  return true;
}
