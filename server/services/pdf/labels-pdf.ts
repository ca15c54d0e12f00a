// Labels of a registered sheet (games 2.13, 4.1, 9): one label per level with the game name, the
// level number and name, a QR code carrying the level's code, and the sender's address block
// (t=address) or the company's reply address (t=reply). Formats: a4 (210×297 mm, 4 labels per page
// in a 2×2 grid, the first one at start position o, 0-based), and the envelopes dl (220×110),
// c5 (229×162) and c6 (162×114), one label per page. Which formats a parcel type prints:
// schemas/label-rules.ts.
import type QRCode from 'qrcode';
import { MM, openPdf } from './pdf-document';
import { SUPPLIER } from './invoice-pdf';
import { formatZip } from '../../../schemas/format';

export { LABEL_FORMATS, type LabelFormat } from '../../../schemas/label-rules';
import type { LabelFormat } from '../../../schemas/label-rules';
export const LABEL_TYPES = ['address', 'reply'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Page sizes in millimetres (width × height), games 9. */
export const PAGE_MM: Record<LabelFormat, [number, number]> = {
  a4: [210, 297],
  dl: [220, 110],
  c5: [229, 162],
  c6: [162, 114],
};

/** Labels on one A4 page (start positions 1–4). */
export const A4_LABELS = 4;

export interface LabelLevel {
  /** The level number (info.order, else its position). */
  number: string;
  name: string;
  /** What the QR code carries. */
  code: string;
}

export interface LabelsInput {
  gameName: string;
  variantName: string;
  type: LabelType;
  format: LabelFormat;
  /** A4 start position, 0-based (0–3). */
  start: number;
  /** The sender's address lines (t=address). */
  sender: string[];
  levels: LabelLevel[];
}

/** The code a level's QR carries: the sheet and the level, readable by the game app. */
export function levelCode(sheetId: number, levelId: number): string {
  return `HRY-${sheetId}-${levelId}`;
}

/** The company's reply address lines (t=reply). */
export function replyAddress(): string[] {
  return [SUPPLIER.name, SUPPLIER.street, `${formatZip(SUPPLIER.zip)} ${SUPPLIER.city}`, SUPPLIER.country];
}

/**
 * Draws the QR code as filled runs of dark modules: one path per code in module units (integers,
 * written straight into the content stream), so 1,000 labels stay fast.
 */
function drawQr(
  qrcode: typeof QRCode,
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const qr = qrcode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  const ops: string[] = [];
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const from = c;
      while (c < n && qr.modules.get(r, c)) c++;
      ops.push(`${from} ${r} ${c - from} 1 re`);
    }
  }
  doc.save();
  doc.translate(x + quiet * cell, y + quiet * cell).scale(cell);
  doc.addContent(ops.join('\n'));
  doc.fillColor('black').fill();
  doc.restore();
}

function drawLabel(
  qrcode: typeof QRCode,
  doc: PDFKit.PDFDocument,
  input: LabelsInput,
  level: LabelLevel,
  box: { x: number; y: number; w: number; h: number },
): void {
  const pad = 8 * MM;
  // A portrait cell (A4 quarter) has the text across the top and the QR code below it; a landscape
  // envelope has the QR code on the right of the text.
  const portrait = box.h > box.w;
  const qrSize = portrait
    ? Math.min(box.w * 0.45, 45 * MM)
    : Math.min(box.h - 2 * pad - 10, box.w * 0.4, 45 * MM);
  const textWidth = portrait ? box.w - 2 * pad : box.w - 2 * pad - qrSize - 4 * MM;
  const x = box.x + pad;
  let y = box.y + pad;
  const line = (font: string, size: number, text: string, gap = 2, lines = 1) => {
    doc.font(font).fontSize(size).fillColor('black');
    // Most lines fit: measuring once is far cheaper than pdfkit's wrapping with an ellipsis.
    if (doc.widthOfString(text) <= textWidth) {
      doc.text(text, x, y, { lineBreak: false });
      y += size * 1.2 + gap;
      return;
    }
    const height = size * 1.2 * lines;
    doc.text(text, x, y, { width: textWidth, height: height + 1, ellipsis: true });
    y += Math.min(doc.y - y, height) + gap;
  };
  line('bold', 13, input.gameName, 2, 2);
  line('regular', 9, input.variantName, 6);
  line('bold', 11, `Úloha ${level.number}`);
  line('regular', 10, level.name, 10, 2);
  line('bold', 8, input.type === 'address' ? 'Odosielateľ' : 'Spiatočná adresa');
  const address = input.type === 'address' ? input.sender : replyAddress();
  const qrY = portrait ? box.y + box.h - pad - qrSize - 10 : box.y + pad;
  const textBottom = portrait ? qrY : box.y + box.h - pad;
  for (const text of address) {
    if (y + 12 > textBottom) break;
    line('regular', 9, text, 1);
  }
  const qrX = box.x + box.w - pad - qrSize;
  drawQr(qrcode, doc, level.code, qrX, qrY, qrSize);
  doc.font('regular').fontSize(7).fillColor('black');
  doc.text(level.code, qrX, qrY + qrSize + 2, { width: qrSize, align: 'center', lineBreak: false });
}

/** The labels PDF: pages exactly of the format's size. */
export async function renderLabelsPdf(input: LabelsInput): Promise<Buffer> {
  const [wMm, hMm] = PAGE_MM[input.format];
  const size: [number, number] = [wMm * MM, hMm * MM];
  const { default: qrcode } = await import('qrcode'); // loaded at the first labels PDF, not with the server
  const { doc, done } = await openPdf({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Štítky – ${input.gameName}`, Author: SUPPLIER.name },
  });

  if (input.format === 'a4') {
    const w = size[0] / 2;
    const h = size[1] / 2;
    let slot = input.start;
    let first = true;
    for (const level of input.levels) {
      if (slot % A4_LABELS === 0 || first) doc.addPage({ size, margin: 0 });
      first = false;
      const p = slot % A4_LABELS;
      drawLabel(qrcode, doc, input, level, { x: (p % 2) * w, y: Math.floor(p / 2) * h, w, h });
      slot++;
    }
  } else {
    for (const level of input.levels) {
      doc.addPage({ size, margin: 0 });
      drawLabel(qrcode, doc, input, level, { x: 0, y: 0, w: size[0], h: size[1] });
    }
  }
  if (!input.levels.length) doc.addPage({ size, margin: 0 });
  doc.end();
  return done;
}
