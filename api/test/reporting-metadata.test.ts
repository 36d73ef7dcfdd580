import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const PLACE = '+00.0917+034.7680/';
const PLACE_NAME = 'Kisumu Central Police Station';
const AUTHOR = 'Wanjiku Kamau';
const COMPANY = 'Kisumu County Treasury';
const MACHINE = 'KAMAU-LAPTOP';

// ---- ISO base media (MP4, QuickTime, 3GP) -------------------------------------------------------------

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, ...payload: Buffer[]): Buffer {
  return box(type, Buffer.alloc(4), ...payload);
}

function movieHeader(timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(96);
  body.writeUInt32BE(timescale, 8);
  body.writeUInt32BE(duration, 12);
  body.writeUInt32BE(0x00010000, 16); // rate 1.0
  body.writeUInt16BE(0x0100, 20); // volume 1.0
  body.writeUInt32BE(0x00010000, 32); // the identity matrix
  body.writeUInt32BE(0x00010000, 48);
  body.writeUInt32BE(0x40000000, 64);
  body.writeUInt32BE(2, 92); // next track id
  return fullBox('mvhd', body);
}

/** `©xyz` (Apple and Android phones): the place as ISO 6709 text. */
function appleLocation(): Buffer {
  const text = Buffer.from(PLACE, 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(text.length, 0);
  head.writeUInt16BE(0x15c7, 2);
  return box('\u00a9xyz', head, text);
}

/** `loci` (3GPP): a named place with its coordinates. */
function locationInformation(): Buffer {
  const coordinates = Buffer.alloc(12);
  coordinates.writeInt32BE(Math.round(34.768 * 65536), 0);
  coordinates.writeInt32BE(Math.round(0.0917 * 65536), 4);
  return fullBox('loci', Buffer.from([0x15, 0xc7]), Buffer.from(`${PLACE_NAME}\0`, 'utf8'), Buffer.from([0]), coordinates, Buffer.from('Earth\0\0', 'utf8'));
}

/** A movie with the place in its user data, its author, and Apple's keyed metadata; brand decides MP4, MOV or 3GP. */
function video(brand: string): Buffer {
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from(`${brand}isom`, 'latin1'));
  const userData = box('udta', appleLocation(), locationInformation(), box('\u00a9aut', Buffer.from(`\0\u0000${AUTHOR}`, 'latin1')));
  const keyed = fullBox(
    'meta',
    fullBox('hdlr', Buffer.alloc(4), Buffer.from('mdta', 'latin1'), Buffer.alloc(13)),
    box('keys', Buffer.from(`com.apple.quicktime.location.ISO6709 ${PLACE}`, 'latin1')),
  );
  const moov = box('moov', movieHeader(600, 1200), userData, keyed);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(256, 7))]);
}

function parseMovie(bytes: Buffer): Movie {
  const file = createFile();
  let movie: Movie | null = null;
  let failure: string | null = null;
  file.onReady = (info) => (movie = info);
  file.onError = (module, message) => (failure = `${module}: ${message}`);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  file.flush();
  assert.equal(failure, null);
  assert.ok(movie, 'the movie header parses');
  return movie;
}

// ---- PDF ----------------------------------------------------------------------------------------------

/** pdf-lib writes document information as UTF-16 in hex: the author as it sits in the file. */
const hexUtf16 = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex').toUpperCase();

async function pdfWithAuthor(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText('Minutes of the tender committee', { x: 20, y: 150, size: 12, font: await document.embedFont(StandardFonts.Helvetica) });
  document.setAuthor(AUTHOR);
  document.setCreator(`Scanner app on ${MACHINE}`);
  document.setProducer(COMPANY);
  document.setTitle('Tender minutes');
  const xmp = document.context.stream(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${AUTHOR}</dc:creator><exif:GPSLatitude>${PLACE}</exif:GPSLatitude></x:xmpmeta>`, {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  // What an earlier revision leaves behind: an information dictionary nothing points at any more.
  document.context.register(document.context.obj({ Author: PDFString.of(`${AUTHOR} (earlier revision)`) }));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

function pdfNamesAuthor(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return [AUTHOR, MACHINE, COMPANY, PLACE].some((secret) => text.includes(secret)) || [AUTHOR, MACHINE, COMPANY].some((secret) => text.toUpperCase().includes(hexUtf16(secret)));
}

// ---- Word (.docx) -------------------------------------------------------------------------------------

const DOCX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>',
  'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>The tender went to the officer's brother.</w:t></w:r><w:ins w:id="1" w:author="${AUTHOR}" w:date="2026-10-01T09:00:00Z"><w:r><w:t> Paid twice.</w:t></w:r></w:ins></w:p></w:body></w:document>`,
  'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy></cp:coreProperties>`,
  'docProps/app.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Company>${COMPANY}</Company><Manager>${AUTHOR}</Manager></Properties>`,
};

async function docxWithCreator(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, xml] of Object.entries(DOCX_PARTS)) zip.addBuffer(Buffer.from(xml, 'utf8'), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every part of a zip package, unpacked: yauzl refuses a package that is not well formed. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const parts = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

// ---- The tests ----------------------------------------------------------------------------------------

function reportForm(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('evidenceFiles', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

const REPORT = {
  incidentType: 'procurement',
  location: 'Kisumu',
  date: '2026-10-02',
  description: 'The water kiosk tender went to a relative of the procurement officer.',
  isAnonymous: 'true',
};

for (const database of DATABASES) {
  describe(`location and author metadata in evidence on ${database.name}`, () => {
    let site: TestSite;
    let staff: { cookie: string };
    let client = 0;
    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      const officer = await site.signedInCitizen('Desk Officer');
      await site.grantRoles(officer.id, 'case_handler');
      staff = officer;
    });
    after(async () => site.close());

    const submit = (fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>) =>
      site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: reportForm(fields, files) as never,
        headers: SAME_ORIGIN,
        remoteAddress: `203.0.113.${(client += 1)}`,
      });

    /** The newest report's files, as the desk lists them, with their stored bytes. */
    async function storedFiles(): Promise<Map<string, { metadataRemoved: boolean; mediaType: string; bytes: Buffer }>> {
      const [report] = await site.db.query<{ id: string }>('SELECT id FROM reports ORDER BY created_at DESC LIMIT 1');
      const desk = await site.app.inject({ url: `/api/desk/cases/${report!.id}/`, headers: { cookie: staff.cookie } });
      assert.equal(desk.statusCode, 200, desk.body);
      const rows = await site.db.query<{ id: string; stored_name: string }>('SELECT id, stored_name FROM report_files WHERE report_id = $1', [report!.id]);
      const files = new Map<string, { metadataRemoved: boolean; mediaType: string; bytes: Buffer }>();
      for (const file of desk.json().case.files as Array<{ id: string; name: string; metadataRemoved: boolean; mediaType: string }>) {
        const row = rows.find((candidate) => candidate.id === file.id)!;
        files.set(file.name, { metadataRemoved: file.metadataRemoved, mediaType: file.mediaType, bytes: (await site.readCaseFile(row.stored_name))! });
      }
      return files;
    }

    it('removes the place from MP4, MOV and 3GP videos of an anonymous report, and the video still parses', async () => {
      const originals = { 'clip.mp4': video('isom'), 'clip.mov': video('qt  '), 'clip.3gp': video('3gp4') };
      for (const bytes of Object.values(originals)) assert.ok(bytes.includes(PLACE) && bytes.includes(PLACE_NAME), 'the fixture carries the place');
      const response = await submit(
        REPORT,
        Object.entries(originals).map(([name, data]) => ({ name, data })),
      );
      assert.equal(response.statusCode, 201, response.body);

      const stored = await storedFiles();
      assert.deepEqual([...stored].map(([name, file]) => [name, file.mediaType, file.metadataRemoved]).sort(), [
        ['clip.3gp', 'video/3gpp', true],
        ['clip.mov', 'video/quicktime', true],
        ['clip.mp4', 'video/mp4', true],
      ]);
      for (const [name, file] of stored) {
        for (const secret of [PLACE, PLACE_NAME, AUTHOR, 'ISO6709']) assert.ok(!file.bytes.includes(secret), `${name} no longer holds "${secret}"`);
        assert.equal(file.bytes.length, originals[name as keyof typeof originals].length, 'nothing moved: the media offsets still hold');
        const movie = parseMovie(file.bytes);
        assert.deepEqual([movie.timescale, movie.duration], [600, 1200]);
        assert.equal((await fileTypeFromBuffer(file.bytes))?.mime, file.mediaType);
      }
    });

    it("removes a PDF's author, creator, producer and XMP, older revisions' included, and the PDF still opens", async () => {
      const original = await pdfWithAuthor();
      assert.ok(pdfNamesAuthor(original), 'the fixture names its author');
      const response = await submit(REPORT, [{ name: 'minutes.pdf', data: original }]);
      assert.equal(response.statusCode, 201, response.body);

      const file = (await storedFiles()).get('minutes.pdf')!;
      assert.equal(file.metadataRemoved, true);
      assert.equal(pdfNamesAuthor(file.bytes), false, 'no author, machine, company or place left anywhere in the file');
      const cleaned = await PDFDocument.load(file.bytes, { updateMetadata: false });
      assert.deepEqual([cleaned.getAuthor(), cleaned.getCreator(), cleaned.getProducer(), cleaned.getTitle()], [undefined, undefined, undefined, undefined]);
      assert.equal(cleaned.catalog.get(PDFName.of('Metadata')), undefined);
      assert.equal(cleaned.getPageCount(), 1);
      assert.ok(file.bytes.toString('latin1').includes('/Font'), 'the page keeps its content and font');
    });

    it("removes a Word file's creator, last editor, company and tracked-change author, and the package still opens", async () => {
      const response = await submit(REPORT, [{ name: 'minutes.docx', data: await docxWithCreator() }]);
      assert.equal(response.statusCode, 201, response.body);

      const file = (await storedFiles()).get('minutes.docx')!;
      assert.equal(file.metadataRemoved, true);
      assert.equal(file.mediaType, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const parts = await unzip(file.bytes);
      assert.deepEqual([...parts.keys()], Object.keys(DOCX_PARTS), 'every part is still there, in order');
      for (const [name, xml] of parts) for (const secret of [AUTHOR, COMPANY]) assert.ok(!xml.includes(secret), `${name} no longer names "${secret}"`);
      assert.match(parts.get('word/document.xml')!, /The tender went to the officer's brother\.<\/w:t>.*<w:ins w:id="1" w:author="Author"/);
      assert.match(parts.get('docProps/core.xml')!, /<cp:coreProperties [^>]*\/>$/);
      assert.equal((await fileTypeFromBuffer(file.bytes))?.ext, 'docx');
    });

    it('keeps every file exactly as sent when the reporter chooses to keep originals', async () => {
      const files = [
        { name: 'clip.mp4', data: video('isom') },
        { name: 'minutes.pdf', data: await pdfWithAuthor() },
        { name: 'minutes.docx', data: await docxWithCreator() },
      ];
      const response = await submit({ ...REPORT, keepOriginals: 'true' }, files);
      assert.equal(response.statusCode, 201, response.body);
      const stored = await storedFiles();
      for (const sent of files) {
        const file = stored.get(sent.name)!;
        assert.equal(file.metadataRemoved, false, sent.name);
        assert.ok(file.bytes.equals(sent.data), `${sent.name} is stored byte for byte`);
      }
    });

    it('records that a WebM video or an old .doc file could not be cleaned', async () => {
      const webm = Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(64)]);
      const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
      const response = await submit(REPORT, [
        { name: 'clip.webm', data: webm },
        { name: 'letter.doc', data: compoundFile },
      ]);
      assert.equal(response.statusCode, 201, response.body);
      const stored = await storedFiles();
      assert.deepEqual([...stored].map(([name, file]) => [name, file.metadataRemoved]).sort(), [
        ['clip.webm', false],
        ['letter.doc', false],
      ]);
      assert.ok(stored.get('clip.webm')!.bytes.equals(webm));
    });
  });
}
