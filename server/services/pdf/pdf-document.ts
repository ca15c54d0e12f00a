// One way to start a server PDF (invoice, labels, game report): pdfkit with Liberation Sans (shipped by the
// installed pdfjs-dist package) embedded, because Slovak letters (ľ ť ď ĺ ŕ) are missing from pdfkit's
// built-in Helvetica; pdfkit subsets the font and writes a ToUnicode map, so the text also extracts.
// Issue 31 ('Správa o hre' took about 4 s, most of it loading pdfkit for the first PDF of the process):
// warmPdf() loads pdfkit and renders a one-line document in the background when a sent game is opened,
// so its report does not wait for that; the font files are read once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {} from 'pdfkit';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const FONT_REGULAR = path.join(fontDir, 'LiberationSans-Regular.ttf');
const FONT_BOLD = path.join(fontDir, 'LiberationSans-Bold.ttf');

/** PDF points per millimetre. */
export const MM = 72 / 25.4;

export interface OpenedPdf {
  doc: PDFKit.PDFDocument;
  /** The whole file once `doc.end()` has been called. */
  done: Promise<Buffer>;
}

/** The font files, read once per process (pdfkit parses them per document: a parsed font shared
 * between documents mixes up their subsets' glyphs). */
const fontFiles = new Map<string, Buffer>();

function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of [
    ['regular', FONT_REGULAR],
    ['bold', FONT_BOLD],
  ] as const) {
    let data = fontFiles.get(name);
    if (!data) fontFiles.set(name, (data = readFileSync(file)));
    doc.registerFont(name, data);
  }
}

/**
 * A Slovak PDF document with the fonts 'regular' and 'bold' registered, collected into one buffer.
 * pdfkit (about 28 MB in memory) is loaded at the first PDF (or warmPdf), not with the server.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenedPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ lang: 'sk-SK', ...options });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

let warming: Promise<void> | undefined;

/**
 * Loads pdfkit and parses the fonts in the background (once per process) by rendering a one-line
 * document: called where a PDF is about to be asked for (a sent game's view, whose 'Správa o hre' and
 * labels are PDFs). Never throws; a failure only leaves the work to the first real PDF.
 */
export function warmPdf(): void {
  warming ??= (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const { doc, done } = await openPdf({ size: 'A4' });
    doc.font('bold').text('Príprava ľťďĺŕ');
    doc.font('regular').text('Príprava ľťďĺŕ');
    doc.end();
    await done;
  })().catch(() => {
    warming = undefined;
  });
}

/** The background load of warmPdf, done (resolved at once when none was started). */
export function warmedPdf(): Promise<void> {
  return warming ?? Promise.resolve();
}
