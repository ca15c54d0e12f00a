import { describe, expect, it } from 'vitest';
import { countryName, formatZip, roleLabel } from './format';

describe('zip shown as in platform 3.5', () => {
  it('puts a space after the third character for Slovakia', () => {
    expect(formatZip('01001', 'sk')).toBe('010 01');
    expect(formatZip('010 01', 'sk')).toBe('010 01');
    expect(formatZip(' 97401 ', 'SK')).toBe('974 01');
  });

  it('leaves other countries and short values as typed', () => {
    expect(formatZip('10000', 'cz')).toBe('10000');
    expect(formatZip('1010', 'at')).toBe('1010');
    expect(formatZip('010', 'sk')).toBe('010');
    expect(formatZip(undefined, 'sk')).toBe('');
  });
});

describe('codelist labels', () => {
  it('names countries and roles in Slovak', () => {
    expect(countryName('sk')).toBe('Slovensko');
    expect(countryName('')).toBe('');
    expect(roleLabel('3')).toBe('Administrátor');
    expect(roleLabel(1)).toBe('Používateľ');
    expect(roleLabel(undefined)).toBe('');
  });
});
