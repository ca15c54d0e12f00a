// The TrueType fonts of the server's PDFs (labels, game report): Liberation Sans shipped by the
// installed pdfjs-dist package, as invoice-pdf.ts uses, so Slovak letters (ľ ť ď ĺ ŕ) render and extract.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
export const FONT_REGULAR = path.join(fontDir, 'LiberationSans-Regular.ttf');
export const FONT_BOLD = path.join(fontDir, 'LiberationSans-Bold.ttf');

/** PDF points per millimetre. */
export const MM = 72 / 25.4;
