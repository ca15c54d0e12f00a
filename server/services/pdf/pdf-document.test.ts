// The shared PDF start (issue 31): after warmPdf (pdfkit loaded in the background) every document still
// embeds its own font subset, so each extracts its own Slovak text.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { openPdf, warmedPdf, warmPdf } from './pdf-document';

async function render(lines: string[]): Promise<Buffer> {
  const { doc, done } = await openPdf({ size: 'A4' });
  lines.forEach((line, i) => doc.font(i % 2 ? 'bold' : 'regular').text(line));
  doc.end();
  return done;
}

describe('openPdf after warmPdf', () => {
  it('warmPdf loads once; later documents each carry their own text', async () => {
    warmPdf();
    warmPdf();
    await warmedPdf();
    const first = await render(['Ľadová ťava', 'Ďumbier a Kriváň']);
    const second = await render(['Žilinský hrad', 'Šťastná cesta, ĺŕ']);
    expect(await pdfText(first)).toMatch(/Ľadová ťava[\s\S]*Ďumbier a Kriváň/);
    const text = await pdfText(second);
    expect(text).toMatch(/Žilinský hrad[\s\S]*Šťastná cesta, ĺŕ/);
    expect(text).not.toContain('Ľadová');
  });
});
