import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page as pdfjs extracts it (what a reader copies): items joined with spaces, line ends kept. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  let text = '';
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    }
  }
  await pdf.destroy();
  return text;
}
