// One way to start a server PDF (invoice, labels, game report): pdfkit with Liberation Sans (shipped by the
// installed pdfjs-dist package) embedded, because Slovak letters (ľ ť ď ĺ ŕ) are missing from pdfkit's
// built-in Helvetica; pdfkit subsets the font and writes a ToUnicode map, so the text also extracts.
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

/**
 * A Slovak PDF document with the fonts 'regular' and 'bold' registered, collected into one buffer.
 * pdfkit (about 28 MB in memory) is loaded at the first PDF, not with the server.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenedPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ lang: 'sk-SK', ...options });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
