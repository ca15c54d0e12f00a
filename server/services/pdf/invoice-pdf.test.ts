import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../schemas/format';
import { formatEur, renderInvoicePdf, vatBreakdown } from './invoice-pdf';
import { pdfText } from '../../test/pdf-text';

describe('invoice PDF', () => {
  it('prints the Slovak texts with diacritics, the customer, the dates, the game and the VAT breakdown', async () => {
    const pdf = await renderInvoicePdf({
      code: '2026017',
      name: 'Ľubomír Šťastný',
      price: '1234.5',
      info: {
        address: 'Ťahanovská 5',
        city: 'Žilina',
        zip: '01001',
        country: 'sk',
        vat: 20,
        dateOfIssue: '2026-03-05',
        taxableSupplyDate: '20260304',
        dueDate: { val: '2026-03-19' },
        paymentMethod: 'Prev.príkaz',
      },
      gameLabel: 'Tajomstvá Žiliny (Rodinná hra, 2 hodiny)',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Faktúra č. 2026017',
      'Dodávateľ',
      'Hry Žilina s.r.o.',
      'IČO: 50 123 456',
      'IČ DPH: SK2120123456',
      'IBAN: SK31 1100 0000 0029 4512 3456',
      'Odberateľ',
      'Ľubomír Šťastný',
      'Ťahanovská 5',
      '010 01 Žilina',
      'Slovensko',
      'Dátum vystavenia:',
      '5.3.2026',
      'Dátum zdaniteľného plnenia:',
      '4.3.2026',
      'Dátum splatnosti:',
      '19.3.2026',
      'Spôsob úhrady:',
      'Prev.príkaz',
      'Hra: Tajomstvá Žiliny (Rodinná hra, 2 hodiny)',
      'Základ dane:',
      '1 028,75 €',
      'DPH 20 %:',
      '205,75 €',
      'Celkom na úhradu:',
      '1 234,50 €',
      'Ďakujeme za Vašu objednávku.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('splits a price incl. VAT into base and VAT that add up, rounded to cents', () => {
    expect(vatBreakdown(120, 20)).toEqual({ base: 100, vat: 20, total: 120, percent: 20 });
    const odd = vatBreakdown(99.99, 23);
    expect(odd).toEqual({ base: 81.29, vat: 18.7, total: 99.99, percent: 23 });
    expect(Math.round((odd.base + odd.vat) * 100)).toBe(9999);
  });

  it('formats amounts and dates the Slovak way', () => {
    expect(formatEur(1234567.891)).toBe('1 234 567,89 €');
    expect(formatEur(0.5)).toBe('0,50 €');
    expect(formatDate('2026-01-09')).toBe('9.1.2026');
    expect(formatDate('')).toBe('');
  });
});
