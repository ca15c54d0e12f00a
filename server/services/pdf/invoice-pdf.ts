// The invoice PDF (spec platform 2.7 'Stiahnuť PDF'), on the shared pdf-document (fonts with Slovak glyphs).
import { openPdf } from './pdf-document';
import {
  countryName,
  formatDate,
  formatEur as formatAmount,
  formatPercent,
  formatZip,
} from '../../../schemas/format';

/** The supplier block printed on every invoice. */
export const SUPPLIER = {
  name: 'Hry Žilina s.r.o.',
  street: 'Národná 12',
  zip: '01001',
  city: 'Žilina',
  country: 'Slovensko',
  ico: '50 123 456',
  dic: '2120123456',
  icDph: 'SK2120123456',
  iban: 'SK31 1100 0000 0029 4512 3456',
  register: 'Zapísaná v Obchodnom registri Okresného súdu Žilina, oddiel Sro, vložka č. 71234/L',
} as const;

/** Used when an invoice carries no VAT rate: the Slovak standard rate. */
export const DEFAULT_VAT_PERCENT = 23;

export interface InvoiceForPdf {
  code: string;
  /** Customer name. */
  name: string;
  /** Total incl. VAT in EUR; PostgreSQL numeric arrives as a string. */
  price: number | string | null;
  /** Form fields (address, city, zip, country, vat, dates, paymentMethod, game): plain values or {val}. */
  info: Record<string, unknown>;
  /** 'gameName (variantNameExtended)' of the invoiced game, resolved by the caller. */
  gameLabel?: string;
}

export interface VatBreakdown {
  base: number;
  vat: number;
  total: number;
  percent: number;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Splits a price incl. VAT into base and VAT, each rounded to 2 decimals; base + vat = total. */
export function vatBreakdown(totalInclVat: number, percent: number): VatBreakdown {
  const total = round2(totalInclVat);
  const base = round2(total / (1 + percent / 100));
  return { base, vat: round2(total - base), total, percent };
}

/** Slovak number format with plain spaces: '1 234,50 €' (schemas/format; the PDF lays out its own lines). */
export const formatEur = (amount: number): string => formatAmount(amount, { space: ' ' });

function field(info: Record<string, unknown>, key: string): unknown {
  const value = info[key];
  if (value && typeof value === 'object' && 'val' in value) return (value as { val: unknown }).val;
  return value;
}

function text(info: Record<string, unknown>, key: string): string {
  const value = field(info, key);
  return value === null || value === undefined ? '' : String(value).trim();
}

function number(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** Renders the invoice as an A4 PDF in Slovak. */
export async function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Buffer> {
  const info = invoice.info ?? {};
  const total = number(invoice.price) ?? number(field(info, 'price')) ?? 0;
  const percent = number(field(info, 'vat')) ?? DEFAULT_VAT_PERCENT;
  const amounts = vatBreakdown(total, percent);
  const game = invoice.gameLabel ?? text(info, 'game');

  const { doc, done } = await openPdf({
    size: 'A4',
    margin: 50,
    info: { Title: `Faktúra ${invoice.code}`, Author: SUPPLIER.name },
  });

  const left = 50;
  const right = 310;
  const width = 235;

  doc.font('bold').fontSize(20).text(`Faktúra č. ${invoice.code}`, left, 50);
  doc.font('regular').fontSize(10).text('Daňový doklad', left, 76);

  const top = 110;
  doc.font('bold').fontSize(11).text('Dodávateľ', left, top, { width });
  doc.font('regular').fontSize(10);
  doc.text(
    [
      SUPPLIER.name,
      SUPPLIER.street,
      `${formatZip(SUPPLIER.zip)} ${SUPPLIER.city}`,
      SUPPLIER.country,
      `IČO: ${SUPPLIER.ico}`,
      `DIČ: ${SUPPLIER.dic}`,
      `IČ DPH: ${SUPPLIER.icDph}`,
      `IBAN: ${SUPPLIER.iban}`,
    ].join('\n'),
    left,
    top + 16,
    { width },
  );

  doc.font('bold').fontSize(11).text('Odberateľ', right, top, { width });
  doc.font('regular').fontSize(10);
  const zipCity = [formatZip(text(info, 'zip')), text(info, 'city')].filter(Boolean).join(' ');
  doc.text(
    [invoice.name, text(info, 'address'), zipCity, countryName(text(info, 'country'))]
      .filter(Boolean)
      .join('\n'),
    right,
    top + 16,
    { width },
  );

  const dates = top + 150;
  const rows: [string, string][] = [
    ['Dátum vystavenia:', formatDate(field(info, 'dateOfIssue'))],
    ['Dátum zdaniteľného plnenia:', formatDate(field(info, 'taxableSupplyDate'))],
    ['Dátum splatnosti:', formatDate(field(info, 'dueDate'))],
    ['Spôsob úhrady:', text(info, 'paymentMethod')],
    ['Variabilný symbol:', invoice.code.replace(/\D/g, '')],
  ];
  rows.forEach(([label, value], i) => {
    doc.font('regular').text(label, left, dates + i * 16, { width: 150 });
    doc.font('bold').text(value, left + 155, dates + i * 16, { width: 300 });
  });

  const table = dates + rows.length * 16 + 30;
  const cols = [left, 300, 380, 460];
  doc.font('bold').fontSize(10);
  doc.text('Položka', cols[0], table, { width: 240 });
  doc.text('Základ', cols[1], table, { width: 75, align: 'right' });
  doc.text(`DPH ${formatPercent(percent)}`, cols[2], table, { width: 75, align: 'right' });
  doc.text('Spolu s DPH', cols[3], table, { width: 85, align: 'right' });
  doc
    .moveTo(left, table + 15)
    .lineTo(545, table + 15)
    .stroke();
  doc.font('regular');
  doc.text(`Hra: ${game}`, cols[0], table + 22, { width: 240 });
  const lineY = table + 22;
  doc.text(formatEur(amounts.base), cols[1], lineY, { width: 75, align: 'right' });
  doc.text(formatEur(amounts.vat), cols[2], lineY, { width: 75, align: 'right' });
  doc.text(formatEur(amounts.total), cols[3], lineY, { width: 85, align: 'right' });

  const summary = Math.max(doc.y, lineY + 16) + 30;
  const sums: [string, string][] = [
    ['Základ dane:', formatEur(amounts.base)],
    [`DPH ${formatPercent(percent)}:`, formatEur(amounts.vat)],
    ['Celkom na úhradu:', formatEur(amounts.total)],
  ];
  sums.forEach(([label, value], i) => {
    const last = i === sums.length - 1;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 12 : 10);
    doc.text(label, 300, summary + i * 18, { width: 150 });
    doc.text(value, 450, summary + i * 18, { width: 95, align: 'right' });
  });

  doc
    .font('regular')
    .fontSize(10)
    .text('Ďakujeme za Vašu objednávku.', left, summary + 90);
  doc.fontSize(8).text(SUPPLIER.register, left, 780, { width: 495, lineBreak: false });

  doc.end();
  return done;
}
