import PDFDocument from 'pdfkit';

/**
 * Publications are written as plain text (api/seed/publications/*.txt) and downloaded as tagged PDFs made from
 * that text, word for word. The layout of a source file:
 *
 * - the first block: the document's heading on its first line, then a line naming the series;
 * - a block of one line like "3. THE BUDGET CALENDAR": a section heading;
 * - a block whose every line starts with "- ": a bulleted list;
 * - any other block: a paragraph, its line breaks kept (addresses, checklists, numbered requests).
 *
 * Blocks are separated by blank lines.
 */
export type PublicationBlock = { kind: 'title' | 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface PublicationSource {
  /** The title readers see in the list, used as the document's Title and shown as the window title. */
  title: string;
  /** ISO date (YYYY-MM-DD): the document's creation date, so the same source always gives the same bytes. */
  publishedOn: string;
  /** The whole source text. */
  text: string;
  author: string;
  /** The language of the text (BCP 47). */
  lang?: string;
}

const HEADING = /^\d+\.\s+\S/;

/** The blocks of a publication's source text, in order. */
export function parsePublication(text: string): PublicationBlock[] {
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ''),
    )
    .filter((lines) => lines.length > 0);
  return chunks.flatMap((lines, index): PublicationBlock[] => {
    if (index === 0) {
      const [heading, ...rest] = lines;
      return [{ kind: 'title', text: heading! }, ...(rest.length ? [{ kind: 'paragraph' as const, text: rest.join('\n') }] : [])];
    }
    if (lines.every((line) => line.startsWith('- '))) return [{ kind: 'list', items: lines.map((line) => line.slice(2)) }];
    const [only] = lines;
    if (lines.length === 1 && HEADING.test(only!) && only === only!.toUpperCase()) return [{ kind: 'heading', text: only! }];
    return [{ kind: 'paragraph', text: lines.join('\n') }];
  });
}

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const MARGIN = 72;

/** Closes the marked content a text or list call leaves open, so none of it spills empty onto a later page. */
function closeMarkedContent(doc: PDFKit.PDFDocument) {
  const page = doc.page as PDFKit.PDFPage & { markings: unknown[] };
  while (page.markings.length) doc.endMarkedContent();
}

/**
 * A tagged PDF of one publication: document language and title (shown in the window title bar), a structure tree
 * with the heading levels, paragraphs and lists of the source, and page numbers marked as artifacts so that
 * assistive technology skips them. Deterministic: the same source gives the same bytes.
 */
export function renderPublicationPdf(source: PublicationSource): Promise<Buffer> {
  const created = new Date(`${source.publishedOn}T00:00:00Z`);
  if (Number.isNaN(created.getTime())) throw new Error(`Publication "${source.title}" has an invalid date: ${source.publishedOn}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    tagged: true,
    lang: source.lang ?? 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: { Title: source.title, Author: source.author, Subject: source.title, CreationDate: created, ModDate: created, Creator: source.author, Producer: source.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const document = doc.struct('Document');
  doc.addStructure(document);
  const width = doc.page.width - MARGIN * 2;
  for (const block of parsePublication(source.text)) {
    switch (block.kind) {
      case 'title':
        doc.font(FONT.bold).fontSize(18).text(block.text, { width, structParent: document, structType: 'H1' });
        closeMarkedContent(doc);
        doc.moveDown(0.5);
        break;
      case 'heading':
        doc.moveDown(0.5);
        // A heading is kept with the start of its section rather than left alone at the foot of a page.
        if (doc.y > doc.page.maxY() - 80) doc.addPage();
        doc.font(FONT.bold).fontSize(13).text(block.text, { width, structParent: document, structType: 'H2' });
        closeMarkedContent(doc);
        doc.moveDown(0.4);
        break;
      case 'paragraph':
        // Line by line, as PDFKit tags each line of a block with its own P: closing each one before the next
        // means a page break between two lines leaves no empty tagged content behind.
        doc.font(FONT.regular).fontSize(11);
        for (const line of block.text.split('\n')) {
          doc.text(line, { width, lineGap: 2, structParent: document, structType: 'P' });
          closeMarkedContent(doc);
        }
        doc.moveDown(0.6);
        break;
      case 'list': {
        const list = doc.struct('L');
        document.add(list);
        doc
          .font(FONT.regular)
          .fontSize(11)
          .list(block.items, { width: width - 20, lineGap: 2, bulletRadius: 2, textIndent: 12, bulletIndent: 8, structParent: list });
        closeMarkedContent(doc);
        list.end();
        doc.moveDown(0.6);
        break;
      }
    }
  }

  // Page numbers: layout, not content, so they are artifacts outside the structure tree.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // In the bottom margin: with the margin left in place, writing there would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(`${index + 1} / ${count}`, MARGIN, doc.page.height - MARGIN / 2, { width, align: 'center', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
  document.end();
  doc.end();
  return done;
}
